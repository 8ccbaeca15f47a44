// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

// skipKinds returns the bits 1<<MatchKind of the kinds that a nil
// ParseKinds parses and kinds does not list: none for a nil kinds. A
// kind outside KindBare to KindTarget is ignored.
func skipKinds(kinds []MatchKind) uint8 {
	if kinds == nil {
		return 0
	}
	const all = 1<<KindBare | 1<<KindQuoted | 1<<KindAngle | 1<<KindRequest | 1<<KindValue | 1<<KindTarget
	skip := uint8(all)
	for _, k := range kinds {
		if k < 8 {
			skip &^= 1 << k
		}
	}
	return skip
}

// parses reports whether the engine parses the matches of kind k: not
// with ExtractOptions.NoParse, nor for a kind that ParseKinds leaves out.
func (e *engine) parses(k MatchKind) bool {
	return !e.noParse && e.unparsed&(1<<(k&7)) == 0
}
