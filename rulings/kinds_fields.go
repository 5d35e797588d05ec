package rulings

import (
	"reflect"
	"slices"
	"strings"
)

// validFields finds, in v (a question's value decoded as plain maps and
// lists) read as type t, the mapping that holds the unknown key name, and
// returns the keys t allows there, sorted; nil when it cannot tell.
func validFields(t reflect.Type, v any, name string) []string {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.Struct:
		m, ok := v.(map[string]any)
		if !ok {
			return nil
		}
		keys := yamlKeys(t)
		if _, has := m[name]; has {
			if _, known := keys[name]; !known {
				out := make([]string, 0, len(keys))
				for k := range keys {
					out = append(out, k)
				}
				slices.Sort(out)
				return out
			}
		}
		for k, sub := range m {
			if ft, ok := keys[k]; ok {
				if out := validFields(ft, sub, name); out != nil {
					return out
				}
			}
		}
	case reflect.Slice, reflect.Array:
		if list, ok := v.([]any); ok {
			for _, sub := range list {
				if out := validFields(t.Elem(), sub, name); out != nil {
					return out
				}
			}
		}
	case reflect.Map:
		if m, ok := v.(map[string]any); ok {
			for _, sub := range m {
				if out := validFields(t.Elem(), sub, name); out != nil {
					return out
				}
			}
		}
	}
	return nil
}

// yamlKeys maps the keys a struct decodes from to their types, with the
// fields of inline (embedded) structs flattened.
func yamlKeys(t reflect.Type) map[string]reflect.Type {
	out := map[string]reflect.Type{}
	for i := range t.NumField() {
		f := t.Field(i)
		if !f.IsExported() {
			continue
		}
		if f.Anonymous && strings.Contains(f.Tag.Get("yaml"), "inline") {
			ft := f.Type
			for ft.Kind() == reflect.Pointer {
				ft = ft.Elem()
			}
			for k, v := range yamlKeys(ft) {
				out[k] = v
			}
			continue
		}
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name == "-" {
			continue
		}
		if name == "" {
			name = strings.ToLower(f.Name)
		}
		out[name] = f.Type
	}
	return out
}
