package serve

import (
	"embed"
	"io/fs"
	"net/http"
	"path"
	"strings"
)

// web is the page: plain HTML, CSS and JavaScript, nothing to build, nothing
// fetched from elsewhere. It routes with the URL fragment (#/entry/ID,
// #/card/NAME, #/ruling, #/deck), so every view is one static file.
//
//go:embed web
var web embed.FS

// pageHandler serves the page's files for GET and HEAD.
func pageHandler() http.Handler {
	sub, err := fs.Sub(web, "web")
	if err != nil {
		panic(err) // the embedded tree is fixed at build time
	}
	files := http.FileServerFS(sub)
	return only(http.MethodGet, func(w http.ResponseWriter, r *http.Request) error {
		// A missing file is a JSON 404 like every other error, not the
		// file server's plain text.
		if _, err := fs.Stat(sub, pagePath(r.URL.Path)); err != nil {
			return errorf(http.StatusNotFound, "no such page: %s", r.URL.Path)
		}
		w.Header().Set("Cache-Control", "no-cache")
		files.ServeHTTP(w, r)
		return nil
	})
}

// pagePath is the file of the page tree a URL path names.
func pagePath(p string) string {
	p = strings.TrimPrefix(path.Clean("/"+p), "/")
	if p == "" {
		return "."
	}
	return p
}
