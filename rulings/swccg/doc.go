// Package swccg is the rulings engine of Decipher's Star Wars CCG, a peer
// of rulings/swtcg and rulings/xwing on the game-neutral core (package
// rulings). Its table-state format is rulings/swccg/table; each rule is a
// value with an ID, a title, its citations, the question it answers and a
// Run function, registered by the file that defines it (see Rules).
package swccg
