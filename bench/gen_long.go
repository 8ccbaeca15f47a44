// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package bench

import (
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"net/url"
	"strings"

	"github.com/uriscan/uri/internal/testkit"
)

// Long URLs as real traffic carries them (issue 34): tracking links,
// signed URLs and search results, each following the documented shape of
// its service. They are long in their queries, with percent-encoded
// values (a URL in a URL, credentials with "/" and "+", search words) and
// long opaque tokens, where gen-longquery repeats short pairs. Every one
// is a valid URI that every peer accepts.

// longKinds are the kinds of long URL, each with the documentation of
// the shape it follows.
var longKinds = []func(g *Gen) string{
	// Google Analytics campaign parameters (support.google.com/analytics,
	// "URL builders": utm_source, utm_medium, utm_campaign, utm_id,
	// utm_term, utm_content) and ad click identifiers appended by Google
	// Ads (gclid, gbraid, wbraid), Microsoft Advertising (msclkid) and
	// Meta (fbclid), and email identifiers of Mailchimp (mc_cid, mc_eid)
	// and HubSpot (_hsenc, _hsmi).
	(*Gen).campaign,
	// A redirect through a click-tracking link, with the target
	// percent-encoded in the query: Google's /url (sa, url, usg, ved),
	// Meta's l.php (u, h), SendGrid's click tracking (ls/click?upn=, one
	// long base64url token) and Mailchimp's list-manage track/click (u,
	// id, e).
	(*Gen).redirect,
	// Amazon S3 presigned URLs (docs.aws.amazon.com, "Authenticating
	// Requests: Using Query Parameters (AWS Signature Version 4)"):
	// X-Amz-Algorithm, X-Amz-Credential, X-Amz-Date, X-Amz-Expires,
	// X-Amz-SignedHeaders, X-Amz-Signature, and for temporary credentials
	// X-Amz-Security-Token.
	(*Gen).s3Presigned,
	// Google Cloud Storage V4 signed URLs (cloud.google.com/storage,
	// "V4 signing process"), Azure Storage service SAS
	// (learn.microsoft.com, "Create a service SAS": sv, ss, srt, sp, st,
	// se, spr, sig) and CloudFront signed URLs with a canned policy
	// (Expires, Signature, Key-Pair-Id).
	(*Gen).signed,
	// Search result pages with the words of the search in the query:
	// Google (q, oq, gs_lcrp, sourceid, ie), Bing (q, form, pq, cvid),
	// Amazon (k, crid, sprefix, ref) and YouTube (search_query, sp).
	(*Gen).search,
}

// LongURL returns a long URL of one of the kinds of longKinds, about 200
// bytes to 2 KB.
func (g *Gen) LongURL() string { return longKinds[g.r.IntN(len(longKinds))](g) }

// token returns n random bytes in the given base64 alphabet, unpadded, as
// the opaque identifiers and signatures of the services are.
func (g *Gen) token(enc *base64.Encoding, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(g.r.Uint32())
	}
	return enc.EncodeToString(b)
}

// hexToken returns n random bytes in lower-case hexadecimal.
func (g *Gen) hexToken(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(g.r.Uint32())
	}
	return hex.EncodeToString(b)
}

// words returns n words of the generator's list joined by sep.
func (g *Gen) words(n int, sep string) string {
	w := make([]string, n)
	for i := range w {
		w[i] = g.pick(testkit.Words)
	}
	return strings.Join(w, sep)
}

// searchWords are the words of search queries, some needing
// percent-encoding in a query (a space, "&", "+", an apostrophe, a
// comma, non-ASCII).
var searchWords = strings.Fields("best cheap flights to new york how install golang on ubuntu 24.04 python list comprehension " +
	"weather tomorrow near me recipe chicken curry c++ vs rust 4k tv deals usb-c hub review " +
	"what's the meaning of café münchen ñandú 東京 size=10 a&b 50% off")

// query returns the words of a search as a form encodes them: a space as
// "+", other bytes percent-encoded.
func (g *Gen) query(n int) string {
	w := make([]string, n)
	for i := range w {
		w[i] = url.QueryEscape(g.pick(searchWords))
	}
	return strings.Join(w, "+")
}

func (g *Gen) campaign() string {
	var b strings.Builder
	fmt.Fprintf(&b, "https://%s%s?utm_source=%s&utm_medium=%s&utm_campaign=%s",
		g.Host(), g.Path(), g.pick([]string{"newsletter", "google", "facebook", "bing", "linkedin", "partner_site"}),
		g.pick([]string{"email", "cpc", "social", "display", "affiliate"}), url.QueryEscape(g.words(1+g.r.IntN(4), " ")))
	if g.r.IntN(2) == 0 {
		fmt.Fprintf(&b, "&utm_id=%d&utm_term=%s&utm_content=%s", g.r.IntN(1e9), g.query(1+g.r.IntN(4)), g.words(2, "_"))
	}
	switch g.r.IntN(5) {
	case 0:
		fmt.Fprintf(&b, "&gclid=%s", g.token(base64.RawURLEncoding, 64+g.r.IntN(30)))
	case 1:
		fmt.Fprintf(&b, "&gbraid=%s&wbraid=%s", g.token(base64.RawURLEncoding, 40), g.token(base64.RawURLEncoding, 40))
	case 2:
		fmt.Fprintf(&b, "&msclkid=%s", g.hexToken(16))
	case 3:
		fmt.Fprintf(&b, "&fbclid=IwAR%s", g.token(base64.RawURLEncoding, 45))
	default:
		fmt.Fprintf(&b, "&mc_cid=%s&mc_eid=%s&_hsenc=p2ANqtz-%s&_hsmi=%d", g.hexToken(5), g.hexToken(5),
			g.token(base64.RawURLEncoding, 80), g.r.IntN(1e9))
	}
	return b.String()
}

func (g *Gen) redirect() string {
	target := url.QueryEscape(g.campaign())
	switch g.r.IntN(4) {
	case 0:
		return fmt.Sprintf("https://www.google.com/url?sa=t&rct=j&q=&esrc=s&source=web&cd=&cad=rja&uact=8&ved=2ahUKEw%s&url=%s&usg=AOvVaw%s&opi=%d",
			g.token(base64.RawURLEncoding, 40), target, g.token(base64.RawURLEncoding, 18), g.r.IntN(1e8))
	case 1:
		return fmt.Sprintf("https://l.facebook.com/l.php?u=%s&h=AT%s", target, g.token(base64.RawURLEncoding, 120))
	case 2:
		return fmt.Sprintf("https://u%d.ct.sendgrid.net/ls/click?upn=%s", g.r.IntN(1e8), g.token(base64.RawURLEncoding, 200+g.r.IntN(500)))
	}
	return fmt.Sprintf("https://%s.us%d.list-manage.com/track/click?u=%s&id=%s&e=%s",
		g.pick(testkit.Domains), 1+g.r.IntN(21), g.hexToken(13), g.hexToken(5), g.hexToken(5))
}

// amzDate returns a date and time in the form of X-Amz-Date and
// X-Goog-Date (ISO 8601 basic format, UTC), and its date.
func (g *Gen) amzDate() (date, day string) {
	day = fmt.Sprintf("2026%02d%02d", 1+g.r.IntN(12), 1+g.r.IntN(28))
	return fmt.Sprintf("%sT%02d%02d%02dZ", day, g.r.IntN(24), g.r.IntN(60), g.r.IntN(60)), day
}

// objectKey returns the key of a stored object: path segments, some
// words percent-encoded.
func (g *Gen) objectKey() string {
	var b strings.Builder
	for n := 1 + g.r.IntN(4); n > 0; n-- {
		b.WriteString("/" + url.PathEscape(g.pick(searchWords)))
	}
	return b.String() + g.pick(testkit.Exts)
}

func (g *Gen) s3Presigned() string {
	regions := []string{"us-east-1", "eu-west-1", "ap-southeast-2", "us-west-2"}
	region := g.pick(regions)
	date, day := g.amzDate()
	var b strings.Builder
	fmt.Fprintf(&b, "https://%s-%d.s3.%s.amazonaws.com%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request&X-Amz-Date=%s&X-Amz-Expires=%d",
		g.pick(testkit.Domains), g.r.IntN(1000), region, g.objectKey(), "ASIA"+strings.ToUpper(g.hexToken(8)), day, region, date, 60*(1+g.r.IntN(1440)))
	if g.r.IntN(2) == 0 {
		// Temporary credentials: the session token, base64 with "/", "+"
		// and "=" percent-encoded.
		fmt.Fprintf(&b, "&X-Amz-Security-Token=%s", url.QueryEscape(g.token(base64.StdEncoding, 300+g.r.IntN(400))))
	}
	fmt.Fprintf(&b, "&X-Amz-SignedHeaders=host&X-Amz-Signature=%s", g.hexToken(32))
	return b.String()
}

func (g *Gen) signed() string {
	date, day := g.amzDate()
	switch g.r.IntN(3) {
	case 0:
		return fmt.Sprintf("https://storage.googleapis.com/%s-assets%s?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=%s%%40%s.iam.gserviceaccount.com%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request&X-Goog-Date=%s&X-Goog-Expires=%d&X-Goog-SignedHeaders=host&X-Goog-Signature=%s",
			g.pick(testkit.Domains), g.objectKey(), g.words(1, ""), g.pick(testkit.Domains)+"-prod", day, date, 60*(1+g.r.IntN(10080)), g.hexToken(256))
	case 1:
		return fmt.Sprintf("https://%sstore.blob.core.windows.net/%s%s?sv=2022-11-02&ss=b&srt=sco&sp=rl&st=%s&se=%s&spr=https&sig=%s",
			g.pick(testkit.Domains), g.pick(testkit.Words), g.objectKey(), url.QueryEscape(date[:13]+":00:00Z"), url.QueryEscape(date[:13]+":59:00Z"),
			url.QueryEscape(g.token(base64.StdEncoding, 32)))
	}
	// CloudFront's base64 replaces "+", "=" and "/" with "-", "_" and "~".
	sig := strings.NewReplacer("+", "-", "=", "_", "/", "~").Replace(g.token(base64.StdEncoding, 128))
	return fmt.Sprintf("https://d%s.cloudfront.net%s?Expires=%d&Signature=%s&Key-Pair-Id=K%s",
		g.hexToken(7), g.objectKey(), 1790000000+g.r.IntN(1e7), sig, strings.ToUpper(g.hexToken(6)))
}

func (g *Gen) search() string {
	q := g.query(2 + g.r.IntN(8))
	switch g.r.IntN(4) {
	case 0:
		return fmt.Sprintf("https://www.google.com/search?q=%s&sca_esv=%s&ei=%s&oq=%s&gs_lp=%s&sclient=gws-wiz-serp&sourceid=chrome&ie=UTF-8",
			q, g.hexToken(8), g.token(base64.RawURLEncoding, 16), q, g.token(base64.RawURLEncoding, 100+g.r.IntN(150)))
	case 1:
		return fmt.Sprintf("https://www.bing.com/search?q=%s&form=QBLH&sp=-1&lq=0&pq=%s&sc=%d-%d&qs=n&sk=&cvid=%s&ghsh=0&ghacc=0&ghpl=",
			q, q, 10+g.r.IntN(10), 10+g.r.IntN(40), strings.ToUpper(g.hexToken(16)))
	case 2:
		return fmt.Sprintf("https://www.amazon.com/s?k=%s&crid=%s&sprefix=%s%%2Caps%%2C%d&ref=nb_sb_noss_%d",
			q, strings.ToUpper(g.hexToken(7)), url.QueryEscape(g.pick(searchWords)), 100+g.r.IntN(300), 1+g.r.IntN(2))
	}
	return fmt.Sprintf("https://www.youtube.com/results?search_query=%s&sp=%s", q, url.QueryEscape(g.token(base64.StdEncoding, 9)))
}
