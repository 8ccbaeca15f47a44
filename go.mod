module github.com/uriscan/uri

go 1.24.0

require (
	github.com/klauspost/compress v1.19.2
	github.com/klauspost/cpuid/v2 v2.4.2
	github.com/ulikunitz/xz v0.5.17
	golang.org/x/net v0.50.0
	golang.org/x/sys v0.41.0
	golang.org/x/text v0.34.0
)

require github.com/therootcompany/xz v1.0.1 // indirect
