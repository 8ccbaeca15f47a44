module github.com/uriscan/uri/bench

go 1.25.0

require (
	github.com/ada-url/goada v1.0.0
	github.com/fredbi/uri v1.1.1
	github.com/go-chi/chi/v5 v5.5.0
	github.com/julienschmidt/httprouter v1.3.0
	github.com/klauspost/compress v1.20.0
	github.com/klauspost/cpuid/v2 v2.4.2
	github.com/uriscan/uri v0.0.0-00010101000000-000000000000
	github.com/valyala/fasthttp v1.74.0
	golang.org/x/net v0.58.0
	golang.org/x/sys v0.47.0
	golang.org/x/text v0.41.0
	mvdan.cc/xurls/v2 v2.6.0
)

require (
	github.com/molecule-man/go-brrr v1.0.1 // indirect
	github.com/valyala/bytebufferpool v1.0.0 // indirect
)

replace github.com/uriscan/uri => ../
