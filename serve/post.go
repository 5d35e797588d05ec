package serve

import (
	"bytes"
	"errors"
	"io"
	"net/http"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/deck"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/inputlimit"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/games"
)

// The names a posted table state and decklist go by in reports and in
// error positions: the body is the file.
const (
	tableName = "table"
	deckName  = "deck"
)

// body reads a POSTed file whole, within the size limit.
func (s *Server) body(w http.ResponseWriter, r *http.Request) ([]byte, error) {
	return s.bodyWithin(w, r, s.opts.MaxBody, "request body size")
}

// bodyWithin reads a POSTed file whole, within limit bytes; over it, the
// error names the limit.
func (s *Server) bodyWithin(w http.ResponseWriter, r *http.Request, limit int64, name string) ([]byte, error) {
	b, err := io.ReadAll(http.MaxBytesReader(w, r.Body, limit))
	if err != nil {
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			return nil, errorf(http.StatusRequestEntityTooLarge, "the body is over the %s limit of %d bytes", name, limit)
		}
		return nil, withStatus(http.StatusBadRequest, err)
	}
	if len(bytes.TrimSpace(b)) == 0 {
		return nil, errorf(http.StatusBadRequest, "empty body: post the text of the file")
	}
	return b, nil
}

// format is the ?format= of a ruling or deck: json (the default, the CLI's
// --json), or text, markdown or html as "--format" prints them.
func format(r *http.Request) (string, error) {
	f := param(r, "format")
	switch f {
	case "":
		return "json", nil
	case "json", "text", "markdown", "html":
		return f, nil
	}
	return "", errorf(http.StatusBadRequest, "format=%q: have json, text, markdown or html", f)
}

var contentTypes = map[string]string{
	"text":     "text/plain; charset=utf-8",
	"markdown": "text/markdown; charset=utf-8",
	"html":     "text/html; charset=utf-8",
}

// ruling answers POST /api/ruling, whose body is a table-state file (YAML or
// JSON, of any game its "game:" names), with the JSON of "judge ruling
// --json" on that one file: a list holding its report. With ?format=html
// the report is rendered as the CLI's --format html renders it, each
// citation quoted from the index.
func (s *Server) ruling(w http.ResponseWriter, r *http.Request) error {
	f, err := format(r)
	if err != nil {
		return err
	}
	// The body is read before the request takes its turn, so a slow
	// client holds no slot.
	limit, name := int64(inputlimit.TableBytes.Max), inputlimit.TableBytes.Name
	if s.opts.MaxBody < limit {
		limit, name = s.opts.MaxBody, "request body size"
	}
	data, err := s.bodyWithin(w, r, limit, name)
	if err != nil {
		return err
	}
	// games.Rule checks the bounds again; here a refusal waits for no turn.
	if err := inputlimit.CheckTable(tableName, data); err != nil {
		return err
	}
	done, err := s.turn(r)
	if err != nil {
		return err
	}
	defer done()
	rep, err := games.Rule(tableName, data, s.data(r).cardDB)
	if err != nil {
		var ge *glossary.Error
		if errors.As(err, &ge) {
			return withStatus(http.StatusBadRequest, err)
		}
		return err
	}
	if err := r.Context().Err(); err != nil {
		return err
	}
	// One cache per request: a ruling cites the same passages again and
	// again, and the cache is not safe to share between requests.
	citer := rulings.CachingCiter(s.data(r).ix)
	if f == "json" {
		rulings.Resolve(&rep, citer)
		writeJSON(w, http.StatusOK, []rulings.Report{rep})
		return nil
	}
	write := map[string]func(io.Writer, rulings.Report, rulings.Citer) error{
		"text": rulings.WriteText, "markdown": rulings.WriteMarkdown, "html": rulings.WriteHTML,
	}[f]
	return writeRendered(w, f, func(b io.Writer) error { return write(b, rep, citer) })
}

// cardDB gives the table loader the card database when a table names a
// card that must come from it.
func (p *snapshot) cardDB() (*cards.DB, error) {
	if p.db == nil {
		return nil, errorf(http.StatusServiceUnavailable, "this server has no card database: declare every card inline (absent: true)")
	}
	return p.db, nil
}

// deck answers POST /api/deck?game=&deck_format=, whose body is a
// decklist, with the JSON of "judge deck --json", or rendered with ?format=
// like the CLI. deck_format is the deck format's code (format= already
// names the output format); all_formats=1 answers with the JSON of
// "judge deck --all-formats --json".
func (s *Server) deck(w http.ResponseWriter, r *http.Request) error {
	f, err := format(r)
	if err != nil {
		return err
	}
	all := param(r, "all_formats") == "1"
	if all && f != "json" {
		return errorf(http.StatusBadRequest, "all_formats=1 answers in json only")
	}
	var game glossary.Game
	if g := param(r, "game"); g != "" {
		if game, err = deck.ParseGame(g); err != nil {
			return withStatus(http.StatusBadRequest, err)
		}
	}
	data, err := s.body(w, r)
	if err != nil {
		return err
	}
	list, err := deck.Parse(deckName, data)
	if err != nil {
		return withStatus(http.StatusBadRequest, err)
	}
	ccg := game == glossary.GameSWCCG || game == "" && list.Game != glossary.GameSWTCG
	if ccg && s.data(r).db == nil {
		return errorf(http.StatusServiceUnavailable, "this server has no card database to check a Star Wars CCG deck against")
	}
	fs := s.opts.Formats
	if all && (fs == nil || fs.Missing || !ccg) {
		return errorf(http.StatusServiceUnavailable, "all_formats=1 needs a Star Wars CCG decklist and a server started with the formats file")
	}
	var df *deck.Format
	if ccg && !all {
		if df, err = fs.Select(param(r, "deck_format"), list); errors.Is(err, deck.ErrNoFormats) {
			return withStatus(http.StatusServiceUnavailable, err)
		} else if err != nil {
			return withStatus(http.StatusBadRequest, err)
		}
	}
	// Checking a deck (in 37 formats with all_formats) computes as a
	// search does: it takes its turn, after the refusals.
	done, err := s.turn(r)
	if err != nil {
		return err
	}
	defer done()
	if all {
		writeJSON(w, http.StatusOK, deck.NewMatrix(fs, deck.CheckAllFormats(list, s.data(r).db, game, fs)))
		return nil
	}
	rep := deck.CheckIn(list, s.data(r).db, game, fs, df)
	if err := r.Context().Err(); err != nil {
		return err
	}
	citer := rulings.CachingCiter(s.data(r).ix)
	if f == "json" {
		rep.Resolve(citer)
		writeJSON(w, http.StatusOK, rep)
		return nil
	}
	write := map[string]func(io.Writer, deck.Report, rulings.Citer) error{
		"text": deck.WriteText, "markdown": deck.WriteMarkdown, "html": deck.WriteHTML,
	}[f]
	return writeRendered(w, f, func(b io.Writer) error { return write(b, rep, citer) })
}

// formats answers GET /api/formats with the JSON of "judge formats
// --json", for the page's format picker.
func (s *Server) formats(w http.ResponseWriter, r *http.Request) error {
	if fs := s.opts.Formats; fs != nil && !fs.Missing {
		writeJSON(w, http.StatusOK, fs.List())
		return nil
	}
	return errorf(http.StatusServiceUnavailable, "this server has no deck formats file (%s in the card directory)", deck.FormatsFile)
}

// writeRendered renders into a buffer first, so a rendering error is a
// clean 500 rather than half a page.
func writeRendered(w http.ResponseWriter, f string, render func(io.Writer) error) error {
	var b bytes.Buffer
	if err := render(&b); err != nil {
		return err
	}
	w.Header().Set("Content-Type", contentTypes[f])
	_, _ = w.Write(b.Bytes()) // the client has gone; nothing left to tell it
	return nil
}
