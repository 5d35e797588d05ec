package mcpserver

import (
	"context"
	"fmt"
	"net/url"
	"strconv"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// docURIPrefix and the template address an entry by document and line:
// judge://doc/swccg-glossary-2.0.txt:1013, as "judge show DOC:LINE" does.
const (
	docURIPrefix   = "judge://doc/"
	docURITemplate = docURIPrefix + "{doc}:{line}"
)

func addDocResource(s *mcp.Server, j *judge) {
	s.AddResourceTemplate(&mcp.ResourceTemplate{
		Name:        "rules-entry",
		Title:       "Rules entry at a document line",
		URITemplate: docURITemplate,
		MIMEType:    "application/json",
		Description: `The rules entry holding line LINE of document DOC, as "judge show --json DOC:LINE" prints it: full text, document, lines and heading path. Documents: ` + strings.Join(j.docs(), ", ") + `.`,
	}, func(ctx context.Context, req *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
		doc, line, err := parseDocURI(req.Params.URI)
		if err != nil {
			return nil, err
		}
		e, err := j.entry(ShowInput{Doc: doc, Line: line})
		if err != nil {
			return nil, mcp.ResourceNotFoundError(req.Params.URI)
		}
		b, err := encode(e)
		if err != nil {
			return nil, err
		}
		return &mcp.ReadResourceResult{Contents: []*mcp.ResourceContents{{URI: req.Params.URI, MIMEType: "application/json", Text: string(b)}}}, nil
	})
}

// parseDocURI reads judge://doc/DOC:LINE; the document name may be
// percent-encoded.
func parseDocURI(uri string) (doc string, line int, err error) {
	rest, ok := strings.CutPrefix(uri, docURIPrefix)
	i := strings.LastIndexByte(rest, ':')
	if !ok || i <= 0 {
		return "", 0, fmt.Errorf("%s: want %s", uri, docURITemplate)
	}
	if line, err = strconv.Atoi(rest[i+1:]); err != nil || line < 1 {
		return "", 0, fmt.Errorf("%s: the line must be a whole number from 1", uri)
	}
	if doc, err = url.PathUnescape(rest[:i]); err != nil {
		return "", 0, fmt.Errorf("%s: %v", uri, err)
	}
	return doc, line, nil
}
