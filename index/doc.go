// Package index is everything bleve: the mapping and analyzers, building an
// index generation with an atomic swap and a manifest, and the queries the
// command line and the rulings engine ask (search, define, show an entry,
// the entry at a line, resolve a Ref).
//
// On disk an index directory holds generations gen-<n>, each with the bleve
// index, manifest.json and the caller's artefact files, and a symlink
// "current" naming the live one. Readers follow the symlink once, at Open,
// so a rebuild never disturbs a search already under way; Stale reads only
// the manifest and stats the sources, for use at every command start.
//
// Text is folded by glossary.Fold as a token filter (so highlight offsets
// stay in the original text) and stemmed with the English Snowball stemmer;
// titles and aliases are also indexed whole, folded, for exact matches.
// Search ranks the whole title, then a whole alias, then phrases, then all
// words, then any word; worked examples rank after rules; words of five
// letters or more match misspelt headings of OCR documents always, and any
// text when little else matches. The same passage in two renderings
// (Entry.Variants) is one hit, shown as its plain-text rendering, with the
// others in AlsoIn.
package index
