package main

import (
	"fmt"
	"slices"
	"testing"
)

// A builder written for the test, shaped as Gemp's fire-weapon builder
// is: a method named for a weapon handing its work to a general one with
// literal flags, a method taking the change as its argument, and two
// overloads of one arity.
const testBuilder = `
public class FireWeaponActionBuilder {
    public FireSingleWeaponAction buildFireWeaponSaberAction() {
        return buildHitOrMiss(2, true, 0, 1);
    }
    public FireSingleWeaponAction buildFireWeaponPikeAction(final int numDestiny) {
        return buildHitOrMiss(numDestiny, false, -2, 0);
    }
    private FireSingleWeaponAction buildHitOrMiss(final int numDestiny, final boolean resetForfeit, final int forfeitModifierOrResetValue, int forceLoss) {
        if (resetForfeit) {
            list.add(new HitCardResetForfeitAndOpponentLosesForceEffect(action, cardFiredAt, forfeitModifierOrResetValue, forceLoss, weapon));
            list.add(new HitCardAndResetForfeitEffect(action, cardFiredAt, forfeitModifierOrResetValue, weapon));
        } else {
            list.add(new HitCardAndModifyForfeitEffect(action, cardFiredAt, forfeitModifierOrResetValue, weapon));
        }
        return action;
    }
    public FireSingleWeaponAction buildFireWeaponStunAction(final float amount) {
        action.appendEffect(new ModifyForfeitUntilEndOfTurnEffect(action, cardFiredAt, amount));
        action.appendEffect(new HitCardEffect(action, cardFiredAt, weapon));
        return action;
    }
    public FireSingleWeaponAction buildFireWeaponPoleAction() {
        action.appendEffect(new HitCardAndResetPowerEffect(action, cardFiredAt, 0, weapon));
        return action;
    }
    public FireSingleWeaponAction buildFireWeaponTwinAction(final int a) {
        action.appendEffect(new ResetPowerEffect(action, cardFiredAt, 0));
        return action;
    }
    public FireSingleWeaponAction buildFireWeaponTwinAction(final float b) {
        action.appendEffect(new ResetPowerEffect(action, cardFiredAt, 1));
        return action;
    }
}`

func TestFireBuilderMethods(t *testing.T) {
	b := readBuilder(testBuilder)
	for _, tc := range []struct {
		call string
		want []string
	}{
		// reset branch only (the flag is true), one fact for two branches
		{"FireWeaponAction action = actionBuilder.buildFireWeaponSaberAction();", []string{"FireWeaponHitResetForfeit[0]"}},
		// the modify branch, with the number the method passes on
		{"actionBuilder.buildFireWeaponPikeAction(1);", []string{"FireWeaponHitModifyForfeit[-2]"}},
		// the number the card passes; a hit with no number is no fact
		{"actionBuilder.buildFireWeaponStunAction(-2);", []string{"ModifyForfeitUntilEndOfTurnEffect[-2]"}},
		// "target's power = 0"
		{"actionBuilder.buildFireWeaponPoleAction();", []string{"FireWeaponHitResetPower[0]"}},
		// two overloads of one arity: which is called is not read
		{"actionBuilder.buildFireWeaponTwinAction(1);", nil},
		// the general builder is read from its own arguments elsewhere
		{"actionBuilder.buildFireWeaponWithHitAction(1, Statistic.DEFENSE_VALUE, true, 0);", nil},
	} {
		var got []string
		for _, r := range b.cardRows("1_1", tc.call) {
			got = append(got, fmt.Sprintf("%s%v", r.class, r.numbers))
			if r.scope != "action" {
				t.Errorf("%s: %s scope %s, want action", tc.call, r.class, r.scope)
			}
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: %v, want %v", tc.call, got, tc.want)
		}
	}
}

// "Subtract 1 from attrition against you" is Gemp's ReduceAttritionEffect,
// kept with its number.
func TestReduceAttritionKept(t *testing.T) {
	src := `protected List<TopLevelGameTextAction> getGameTextTopLevelActions() {
        action.appendEffect(new ReduceAttritionEffect(action, playerId, 2));
    }`
	rows := modifiers("4_89", src, nil, builder{})
	if len(rows) != 1 || rows[0].class != "ReduceAttritionEffect" || rows[0].scope != "action" || !slices.Equal(rows[0].numbers, []string{"2"}) {
		t.Errorf("rows %+v, want one ReduceAttritionEffect action [2]", rows)
	}
}

// FuzzBuilderRows: any source read as the builder, and any card calling
// it, gives rows without failing.
func FuzzBuilderRows(f *testing.F) {
	f.Add(testBuilder, "actionBuilder.buildFireWeaponSaberAction();")
	f.Add("public X buildA(int a) { return buildA(a); }", ".buildA(1)")
	f.Add("private X buildB() { new HitCardAndResetForfeitEffect(", ".buildB(")
	f.Fuzz(func(t *testing.T, builderSrc, card string) {
		for _, r := range readBuilder(builderSrc).cardRows("1_1", card) {
			if r.class == "" || r.scope != "action" {
				t.Fatalf("row %+v", r)
			}
		}
	})
}
