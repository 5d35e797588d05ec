package index

import (
	"slices"
	"strings"

	"github.com/blevesearch/bleve/v2/index/scorch"
	index "github.com/blevesearch/bleve_index_api"
	segment "github.com/blevesearch/scorch_segment_api/v2"
	zap "github.com/blevesearch/zapx/v17"
)

// orderedSegments is scorch's default segment format (zap 17) writing a
// new segment's documents in ID order. scorch hands them over in the order
// their analysis finished, which varies from build to build, and a
// document's number in its segment orders hits of equal score and the
// sums that make a score: two builds of the same inputs answered some
// searches differently. In ID order, they write the same segments and
// answer alike. The files are zap 17's, read by the same plugin.
type orderedSegments struct{ *zap.ZapPlugin }

func (p orderedSegments) New(results []index.Document) (segment.Segment, uint64, error) {
	return p.ZapPlugin.New(byID(results))
}

func (p orderedSegments) NewUsing(results []index.Document, config map[string]interface{}) (segment.Segment, uint64, error) {
	return p.ZapPlugin.NewUsing(byID(results), config)
}

func byID(docs []index.Document) []index.Document {
	slices.SortFunc(docs, func(a, b index.Document) int { return strings.Compare(a.ID(), b.ID()) })
	return docs
}

// Registered at start-up: scorch's plugin table is not safe to change
// while an index is open.
func init() { scorch.RegisterSegmentPlugin(orderedSegments{&zap.ZapPlugin{}}, true) }
