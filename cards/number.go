package cards

import (
	"math"
	"strconv"
	"strings"
)

// parseNumber reads a printed number. A missing field (nil) and an empty
// string are undefined; "*" is a star; "½", "4½", "π" and "1/2" are the
// fractions the cards print; anything else ("X", "2 or 5", "3 + destiny")
// is kept raw and undefined rather than guessed.
func parseNumber(p *string) Number {
	if p == nil {
		return Undefined
	}
	raw := strings.TrimSpace(*p)
	switch raw {
	case "":
		return Undefined
	case "*":
		return Number{Star: true, Raw: raw}
	case "π":
		return Number{Value: math.Pi, Defined: true, Raw: raw}
	}
	if v, ok := parseDecimal(raw); ok {
		return Number{Value: v, Defined: true, Raw: raw}
	}
	return Number{Raw: raw}
}

func parseDecimal(s string) (float64, bool) {
	v, ok := parseDecimalAny(s)
	// strconv reads "NaN" and "Inf" too; no card number is either.
	return v, ok && !math.IsInf(v, 0) && !math.IsNaN(v)
}

func parseDecimalAny(s string) (float64, bool) {
	if whole, ok := strings.CutSuffix(s, "½"); ok {
		if whole == "" {
			return 0.5, true
		}
		v, err := strconv.ParseFloat(whole, 64)
		return v + 0.5, err == nil
	}
	if num, den, ok := strings.Cut(s, "/"); ok {
		n, err1 := strconv.ParseFloat(num, 64)
		d, err2 := strconv.ParseFloat(den, 64)
		return n / d, err1 == nil && err2 == nil && d != 0
	}
	v, err := strconv.ParseFloat(s, 64)
	return v, err == nil
}
