// Package version holds the tool version, which the index manifest records
// so that a new tool rebuilds an index written by an older one.
package version

// Version changes whenever parsing or indexing changes what an index holds;
// an index written by another version is rebuilt on first use.
const Version = "0.4.4"
