// Package index is everything bleve: the mapping and analyzers, building an
// index generation with an atomic swap and a manifest, and the queries the
// command line and the rulings engine ask (search, define, show an entry,
// the entry at a line, resolve a Ref).
//
// On disk an index directory holds generations gen-<n>, each with the bleve
// index, manifest.json and the caller's artefact files, and a symlink
// "current" naming the live one. Readers follow the symlink once, at Open,
// so a rebuild never disturbs a search already under way.
package index
