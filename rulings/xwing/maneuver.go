package xwing

import (
	"fmt"
	"strconv"
	"strings"
)

// Maneuver is a bearing and a speed, as on a dial or a template.
type Maneuver struct {
	Bearing string // straight, bank, turn, koiogran, stationary
	Dir     string // left, right, or "" for straight, koiogran, stationary or an unsided template
	Speed   int
}

func (m Maneuver) String() string {
	parts := []string{m.Bearing}
	if m.Dir != "" {
		parts = append(parts, m.Dir)
	}
	return strings.Join(append(parts, strconv.Itoa(m.Speed)), " ")
}

// ParseManeuver reads "turn left 1", "bank 2", "straight 3", "koiogran 4"
// ("k-turn" is accepted) or "stationary 0".
func ParseManeuver(s string) (Maneuver, error) {
	f := strings.Fields(strings.ToLower(s))
	if len(f) < 2 || len(f) > 3 {
		return Maneuver{}, fmt.Errorf("maneuver %q: want a bearing, an optional left or right, and a speed, e.g. bank left 1", s)
	}
	m := Maneuver{Bearing: f[0]}
	if m.Bearing == "k-turn" {
		m.Bearing = "koiogran"
	}
	if len(f) == 3 {
		m.Dir = f[1]
		if m.Dir != "left" && m.Dir != "right" {
			return Maneuver{}, fmt.Errorf("maneuver %q: %q is neither left nor right", s, f[1])
		}
	}
	n, err := strconv.Atoi(f[len(f)-1])
	if err != nil || n < 0 || n > 5 {
		return Maneuver{}, fmt.Errorf("maneuver %q: speed %q is not 0 to 5", s, f[len(f)-1])
	}
	m.Speed = n
	switch m.Bearing {
	case "straight", "koiogran":
		if m.Dir != "" || n == 0 {
			return Maneuver{}, fmt.Errorf("maneuver %q: a %s has no side and a speed of 1 to 5", s, m.Bearing)
		}
	case "bank", "turn":
		if n == 0 || n > 3 {
			return Maneuver{}, fmt.Errorf("maneuver %q: a %s has a speed of 1 to 3", s, m.Bearing)
		}
	case "stationary":
		if m.Dir != "" || n != 0 {
			return Maneuver{}, fmt.Errorf("maneuver %q: the stationary maneuver is stationary 0", s)
		}
	default:
		return Maneuver{}, fmt.Errorf("maneuver %q: bearing %q is not straight, bank, turn, koiogran or stationary", s, f[0])
	}
	return m, nil
}

// Colours from easiest to hardest: the order "increase" and "decrease" refer to.
var colours = []string{"green", "white", "red"}

func difficulty(c string) int {
	for i, n := range colours {
		if n == c {
			return i
		}
	}
	return -1
}
