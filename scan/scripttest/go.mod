module github.com/uriscan/uri/scan/scripttest

go 1.24

require (
	github.com/klauspost/compress v1.19.2
	github.com/rogpeppe/go-internal v1.14.1
	github.com/ulikunitz/xz v0.5.17
)

require (
	golang.org/x/sys v0.26.0 // indirect
	golang.org/x/tools v0.26.0 // indirect
)
