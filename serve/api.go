package serve

import (
	"errors"
	"net/http"
	"strconv"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/index"
	"github.com/judge-swccg/judge/internal/version"
)

// maxOffset bounds how deep the page's "more results" reaches: each page
// ranks every hit before it.
const maxOffset = 1000

// search answers GET /api/search?q=&limit=&offset=&doc=&kind=&game= with
// the JSON of "judge search --json"; offset skips that many hits, for the
// page's "more results". No hit is a 200 with an empty list, as the CLI
// prints it.
func (s *Server) search(w http.ResponseWriter, r *http.Request) error {
	q := index.Query{Text: param(r, "q"), Doc: param(r, "doc"), Kind: param(r, "kind"), Game: param(r, "game")}
	if q.Text == "" {
		return errorf(http.StatusBadRequest, "missing query: /api/search?q=WORDS")
	}
	if v := param(r, "limit"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 {
			return errorf(http.StatusBadRequest, "limit=%q: give a positive whole number", v)
		}
		q.Limit = min(n, maxLimit)
	}
	if v := param(r, "offset"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > maxOffset {
			return errorf(http.StatusBadRequest, "offset=%q: give a whole number from 0 to %d", v, maxOffset)
		}
		q.Offset = n
	}
	if err := q.Check(); err != nil {
		return err
	}
	done, err := s.turn(r)
	if err != nil {
		return err
	}
	defer done()
	res, err := s.data(r).ix.Search(r.Context(), q)
	if err != nil {
		return withStatus(http.StatusBadRequest, err)
	}
	if err := r.Context().Err(); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, res.View())
	return nil
}

// define answers GET /api/define?term= with the JSON of "judge define --json".
func (s *Server) define(w http.ResponseWriter, r *http.Request) error {
	term := param(r, "term")
	if term == "" {
		return errorf(http.StatusBadRequest, "missing term: /api/define?term=WORDS")
	}
	if err := index.CheckQuery(term); err != nil {
		return err
	}
	done, err := s.turn(r)
	if err != nil {
		return err
	}
	defer done()
	def, err := s.data(r).ix.Define(r.Context(), term)
	if err != nil {
		return err
	}
	if err := r.Context().Err(); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, def.View(s.data(r).ix))
	return nil
}

// show answers GET /api/show?id=ID or ?id=DOC:LINE with the entry, as
// "judge show --json" prints it.
func (s *Server) show(w http.ResponseWriter, r *http.Request) error {
	id := param(r, "id")
	if id == "" {
		return errorf(http.StatusBadRequest, "missing id: /api/show?id=ID or ?id=DOC:LINE")
	}
	var e *glossary.Entry
	var err error
	if doc, line, ok := index.SplitDocLine(id); ok {
		e, err = s.data(r).ix.At(doc, line)
	} else {
		e, err = s.data(r).ix.Entry(id)
	}
	if errors.Is(err, index.ErrNotFound) {
		return errorf(http.StatusNotFound, "%s: no such entry (search finds IDs; DOC:LINE takes a file base name and a line)", id)
	}
	if err != nil {
		return err
	}
	if err := r.Context().Err(); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, e)
	return nil
}

// card answers GET /api/card?name= with the JSON of "judge card --json": a
// card that resolves shows all its faces. No match is a 404 whose body is
// still that JSON, so a client can offer its "did you mean" suggestions.
func (s *Server) card(w http.ResponseWriter, r *http.Request) error {
	name := param(r, "name")
	if name == "" {
		return errorf(http.StatusBadRequest, "missing name: /api/card?name=TITLE")
	}
	if s.data(r).db == nil {
		return errorf(http.StatusServiceUnavailable, "this server has no card database (start it with --cards DIR)")
	}
	res := s.data(r).db.Resolve(name)
	out := res.JSON()
	if len(res.Match) == 1 {
		out.Cards = s.data(r).db.Faces(res.Match[0])
	}
	if err := r.Context().Err(); err != nil {
		return err
	}
	status := http.StatusOK
	if len(res.Match) == 0 {
		status = http.StatusNotFound
	}
	writeJSON(w, status, out)
	return nil
}

// HealthView is the JSON of GET /healthz.
type HealthView struct {
	Status     string   `json:"status"`
	Version    string   `json:"version"`
	Generation int      `json:"generation"`
	Entries    int      `json:"entries"`
	Docs       []string `json:"docs"`
	Cards      int      `json:"cards"`
}

func (s *Server) healthz(w http.ResponseWriter, r *http.Request) error {
	d := s.data(r)
	m := d.ix.Manifest()
	h := HealthView{Status: "ok", Version: version.Version, Generation: m.Generation, Entries: m.Entries, Docs: []string{}}
	for _, d := range m.Docs {
		h.Docs = append(h.Docs, d.Doc)
	}
	if d.db != nil {
		h.Cards = len(d.db.All())
	}
	writeJSON(w, http.StatusOK, h)
	return nil
}
