package swccg

// uncancelable says whether a text on table keeps by from canceling the
// drain ("Your Force drains at Hoth sites may not be canceled", "… by
// [Reflections 3] Leia"), with a step when it does.
func (d drain) uncancelable(by string) bool {
	b, ok := firstBan(d.t, d.r, isForceDrains, "the Force drain", d.q.Player, d.place, by)
	if ok {
		d.r.Stepf(refs(glossCancel), "%s would cancel the Force drain, but %s applies: a card's text prevails over the rule it changes, so the drain is not canceled.", by, b)
	}
	return ok
}
