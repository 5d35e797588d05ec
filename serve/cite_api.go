package serve

import (
	"encoding/json"
	"net/http"

	"github.com/judge-swccg/judge/glossary"
)

// CiteView is the JSON of GET /api/cite: the entries a ruling's reference
// names, each with its document, lines and text, so the page can quote a
// step's citation and link it to the entry at its lines.
//
// A reference with a locator (a step narrowed to its deciding sentence)
// also gets Sentences: Sentences[i] is the whole sentence(s) the locator
// finds in Entries[i], with their own lines (null where it finds none),
// which the page quotes and links to instead of the entry's opening.
type CiteView struct {
	Ref       glossary.Ref         `json:"ref"`
	Entries   []glossary.Entry     `json:"entries"`
	Sentences []*glossary.Sentence `json:"sentences,omitempty"`
}

// cite answers GET /api/cite?ref=JSON, where JSON is a reference exactly
// as a ruling's --json prints it ({"family": ..., "path": [...]}). A
// reference that names no entry is a 200 with no entries: the ruling
// still stands, the page says the passage is not in the index.
func (s *Server) cite(w http.ResponseWriter, r *http.Request) error {
	raw := param(r, "ref")
	if raw == "" {
		return errorf(http.StatusBadRequest, `missing ref: /api/cite?ref={"family":"swccg-rules","path":["Immune To Attrition"]}`)
	}
	var ref glossary.Ref
	if err := json.Unmarshal([]byte(raw), &ref); err != nil || ref.Family == "" || len(ref.Path) == 0 {
		return errorf(http.StatusBadRequest, "ref=%.80q: give a reference as a ruling's JSON prints it, with a family and a path", raw)
	}
	done, err := s.turn(r)
	if err != nil {
		return err
	}
	defer done()
	es, err := s.data(r).ix.Resolve(ref)
	if err != nil {
		return err
	}
	if err := r.Context().Err(); err != nil {
		return err
	}
	v := CiteView{Ref: ref, Entries: append([]glossary.Entry{}, es...)}
	if ref.Locator != "" {
		v.Sentences = make([]*glossary.Sentence, len(es))
		for i := range es {
			if s, err := es[i].Locate(ref.Locator); err == nil {
				v.Sentences[i] = &s
			}
		}
	}
	writeJSON(w, http.StatusOK, v)
	return nil
}
