// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package bench

import (
	"fmt"
	"math"
	"os"
	"runtime"
	"sort"
	"strings"

	"github.com/klauspost/cpuid/v2"
)

// Machine describes where the run happened, for the report header.
func Machine() string {
	var b strings.Builder
	fmt.Fprintf(&b, "- CPU: %s (%s, family %d model %d), %d logical cores, GOMAXPROCS %d\n",
		cpuid.CPU.BrandName, cpuid.CPU.VendorString, cpuid.CPU.Family, cpuid.CPU.Model,
		runtime.NumCPU(), runtime.GOMAXPROCS(0))
	feats := cpuid.CPU.FeatureSet()
	sort.Strings(feats)
	var keep []string
	for _, f := range feats {
		switch {
		case strings.HasPrefix(f, "AVX"), strings.HasPrefix(f, "SSE"), strings.HasPrefix(f, "BMI"),
			f == "POPCNT", f == "GFNI", f == "VPCLMULQDQ", f == "ERMS", f == "FSRM", f == "ASIMD", f == "SVE", f == "LZCNT":
			keep = append(keep, f)
		}
	}
	fmt.Fprintf(&b, "- CPU features (cpuid/v2, SIMD-relevant): %s\n", strings.Join(keep, " "))
	fmt.Fprintf(&b, "- Go: %s %s/%s\n", runtime.Version(), runtime.GOOS, runtime.GOARCH)
	if la, err := os.ReadFile("/proc/loadavg"); err == nil {
		fmt.Fprintf(&b, "- Load average at the start (shared machine): %s\n", strings.TrimSpace(string(la)))
	}
	return b.String()
}

// opTitle is each operation's section title and what a row measures.
var opTitle = map[string]string{
	OpParse:     "Parse a URI reference, read host and path",
	OpTarget:    "Parse an HTTP request target, read host and path",
	OpResolve:   "Resolve (base, reference) pairs, write the result",
	OpNormalize: "Normalize, write the result",
	OpExtract:   "Extract URLs from a log",
	OpIRI:       "Parse an IRI reference (RFC 3987), read host and path",
	OpRoute:     "Route a raw request-target in a 200-route table, read the first value (peers: url.ParseRequestURI, then the lookup)",
}

// Markdown writes the results as one table per operation.
func Markdown(cells []*Cell, missingOurs map[string]string) string {
	var b strings.Builder
	for _, op := range Ops {
		var rows []*Cell
		for _, c := range cells {
			if c.Op == op {
				rows = append(rows, c)
			}
		}
		if len(rows) == 0 {
			continue
		}
		unit := "URL"
		switch op {
		case OpResolve:
			unit = "pair"
		case OpExtract:
			unit = "line"
		}
		fmt.Fprintf(&b, "\n### %s\n\n", opTitle[op])
		if why, ok := missingOurs[op]; ok {
			fmt.Fprintf(&b, "uriscan is not measured here: %s. The peers are shown alone.\n\n", why)
		}
		rej := "rejected"
		if op == OpExtract {
			rej = "URLs found"
		}
		fmt.Fprintf(&b, "| dataset | peer | ns/%s | spread | MB/s | allocs/%s | %s | × uriscan (spread) |\n", unit, unit, rej)
		b.WriteString("|---|---|---:|---:|---:|---:|---:|---:|\n")
		last := ""
		for _, c := range rows {
			ds := ""
			if c.Dataset != last {
				ds = fmt.Sprintf("%s (%d)", c.Dataset, c.Inputs)
				last = c.Dataset
			}
			m, lo, hi := c.Ns()
			spread := "–"
			if m > 0 && len(c.Samples) > 1 {
				spread = fmt.Sprintf("±%.0f%%", (hi-lo)/2/m*100)
			}
			peer := c.Peer
			if c.Ours {
				peer = "**" + peer + "**"
			}
			if c.Floor {
				peer = "_" + peer + "_"
			}
			ratio := "–"
			if r, rlo, rhi, ok := c.Ratio(); ok {
				ratio = fmt.Sprintf("%s (%s–%s)", fmtRatio(r), fmtRatio(rlo), fmtRatio(rhi))
				if c.Ref {
					ratio = "1"
				}
			}
			third := "–"
			if !c.Floor {
				if op == OpExtract {
					third = fmt.Sprint(c.Outcome.Found)
				} else {
					third = fmt.Sprintf("%.2f%%", c.RejectedShare()*100)
				}
			}
			fmt.Fprintf(&b, "| %s | %s | %s | %s | %.0f | %s | %s | %s |\n",
				ds, peer, fmtNs(m), spread, c.MBps(), fmtAllocs(c.Allocs()), third, ratio)
		}
	}
	return b.String()
}

func fmtNs(v float64) string {
	if v < 10 {
		return fmt.Sprintf("%.2f", v)
	}
	return fmt.Sprintf("%.0f", v)
}

// fmtRatio writes a ratio with three significant digits up to 100: the
// targets of issue 14 are ratios such as 12x, which two digits (11.98 as
// "12") would not tell met or not.
func fmtRatio(v float64) string {
	switch {
	case v < 10:
		return fmt.Sprintf("%.2f", v)
	case v < 100:
		return fmt.Sprintf("%.1f", v)
	}
	return fmt.Sprintf("%.0f", v)
}

func fmtAllocs(v float64) string {
	if v < 0 {
		return "–"
	}
	if v < 0.005 {
		return "0"
	}
	return fmt.Sprintf("%.2f", v)
}

// SVG draws the median ns per input of each entry for one operation as
// horizontal bars grouped by dataset, on a log scale (the peers span three
// orders of magnitude).
func SVG(cells []*Cell, op, title string) string {
	var rows []*Cell
	for _, c := range cells {
		if c.Op == op {
			rows = append(rows, c)
		}
	}
	peers := []string{}
	seen := map[string]bool{}
	for _, c := range rows {
		if !seen[c.Peer] {
			seen[c.Peer] = true
			peers = append(peers, c.Peer)
		}
	}
	palette := []string{"#1b6ac9", "#6aa6f0", "#9e9e9e", "#c7c7c7", "#e0892b", "#2f9e44", "#b8336a", "#7048e8", "#0c8599", "#5c940d"}
	color := map[string]string{}
	for i, p := range peers {
		color[p] = palette[i%len(palette)]
	}
	const (
		left, right, barH, gap, top = 150, 90, 12, 10, 50
		width                       = 900
	)
	lo, hi := math.Inf(1), 0.0
	for _, c := range rows {
		m, _, _ := c.Ns()
		if m > 0 {
			lo, hi = math.Min(lo, m), math.Max(hi, m)
		}
	}
	if hi == 0 {
		return ""
	}
	dmin := math.Pow(10, math.Floor(math.Log10(lo)))
	dmax := math.Pow(10, math.Ceil(math.Log10(hi)))
	x := func(v float64) float64 {
		return left + (math.Log10(v)-math.Log10(dmin))/(math.Log10(dmax)-math.Log10(dmin))*(width-left-right)
	}
	var body strings.Builder
	y := top
	last := ""
	for _, c := range rows {
		if c.Dataset != last {
			if last != "" {
				y += gap
			}
			last = c.Dataset
			fmt.Fprintf(&body, `<text x="4" y="%d" font-weight="bold">%s</text>`+"\n", y+barH-2, esc(c.Dataset))
		}
		m, _, _ := c.Ns()
		if m > 0 {
			fmt.Fprintf(&body, `<rect x="%d" y="%d" width="%.1f" height="%d" fill="%s"><title>%s %s: %.1f ns</title></rect>`+"\n",
				left, y, x(m)-left, barH-2, color[c.Peer], esc(c.Peer), esc(c.Dataset), m)
			fmt.Fprintf(&body, `<text x="%.1f" y="%d" font-size="10">%s ns</text>`+"\n", x(m)+3, y+barH-3, fmtNs(m))
		}
		y += barH
	}
	height := y + 30 + 16*((len(peers)+3)/4)
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" font-family="sans-serif" font-size="11">`+"\n", width, height)
	fmt.Fprintf(&b, `<rect width="100%%" height="100%%" fill="white"/>`+"\n")
	fmt.Fprintf(&b, `<text x="4" y="18" font-size="14" font-weight="bold">%s</text>`+"\n", esc(title))
	fmt.Fprintf(&b, `<text x="4" y="34" font-size="10">median ns per input, log scale, shorter is faster</text>`+"\n")
	for v := dmin; v <= dmax*1.0001; v *= 10 {
		fmt.Fprintf(&b, `<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="#ddd"/>`+"\n", x(v), top-6, x(v), y)
		fmt.Fprintf(&b, `<text x="%.1f" y="%d" font-size="10" text-anchor="middle">%g</text>`+"\n", x(v), top-8, v)
	}
	b.WriteString(body.String())
	ly := y + 20
	for i, p := range peers {
		lx := 4 + (i%4)*220
		if i > 0 && i%4 == 0 {
			ly += 16
		}
		fmt.Fprintf(&b, `<rect x="%d" y="%d" width="10" height="10" fill="%s"/><text x="%d" y="%d">%s</text>`+"\n", lx, ly-9, color[p], lx+14, ly, esc(p))
	}
	b.WriteString("</svg>\n")
	return b.String()
}

func esc(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;").Replace(s)
}
