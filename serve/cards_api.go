package serve

import (
	"errors"
	"net/http"
	"strconv"
	"sync"

	"github.com/judge-swccg/judge/cardquery"
	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
)

// defaultCardsLimit is the page size of /api/cards without limit=.
const defaultCardsLimit = 50

// findCards answers GET /api/cards?q=QUERY&limit=N with the JSON of "judge
// cards find --json". No card found is a 200 with total 0, as for search;
// a query that does not parse is a 400 whose col is the column of the
// fault.
func (s *Server) findCards(w http.ResponseWriter, r *http.Request) error {
	text := param(r, "q")
	if text == "" {
		return errorf(http.StatusBadRequest, "missing query: /api/cards?q=QUERY (fields: judge help cards-query)")
	}
	limit := defaultCardsLimit
	if v := param(r, "limit"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 {
			return errorf(http.StatusBadRequest, "limit=%q: give a positive whole number", v)
		}
		limit = min(n, maxLimit)
	}
	q, err := cardquery.Parse(text)
	var qe *cardquery.Error
	if errors.As(err, &qe) {
		return withStatus(http.StatusBadRequest, &glossary.Error{Col: qe.Col, Err: errors.New(qe.Msg)})
	} else if err != nil {
		return err
	}
	db := s.data(r).db
	if db == nil {
		return errorf(http.StatusServiceUnavailable, "this server has no card database (start it with --cards DIR)")
	}
	res, err := catalogOf(db).Find(q, limit)
	if errors.Is(err, cardquery.ErrNoRarity) {
		return withStatus(http.StatusBadRequest, errors.New("rarity is not searchable here: the server holds the compiled card database, which does not carry it"))
	} else if err != nil {
		return err
	}
	if err := r.Context().Err(); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, res)
	return nil
}

// cardCatalog keeps the query catalog of the card database being served;
// a reload brings a new database and so a new catalog.
var cardCatalog struct {
	sync.Mutex
	db      *cards.DB
	catalog *cardquery.Catalog
}

func catalogOf(db *cards.DB) *cardquery.Catalog {
	cardCatalog.Lock()
	defer cardCatalog.Unlock()
	if cardCatalog.db != db {
		cardCatalog.db, cardCatalog.catalog = db, cardquery.NewCatalog(db)
	}
	return cardCatalog.catalog
}
