package serve

import (
	"embed"
	"io/fs"
	"net/http"
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
		w.Header().Set("Cache-Control", "no-cache")
		files.ServeHTTP(w, r)
		return nil
	})
}
