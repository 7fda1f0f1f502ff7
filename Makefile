# otpfill — rules: build, test, corpus, bench, fuzz, format, install, clean
#   make build    debug build of the otpfill binary
#   make test     unit, end-to-end and corpus tests (what CI runs)
#   make corpus   accuracy on each split of Corpus/, the peers' messages, and Corpus/ wrapped as eml/mbox/XML
#   make bench    speed and memory against grep -P (see BENCHMARKS.md)
#   make install  release build copied to $(PREFIX)/bin
#   make rule-table  rewrite the built-in rules' parsed table and compiled code after changing the rules
#   make fuzz     libFuzzer + ASan on each fuzz target for FUZZ_SECONDS (default 60) each
PREFIX ?= /usr/local
SWIFT ?= swift
OTPFILL_RELEASE = .build/release/otpfill
PEERS = ../shared/peers/peers.jsonl
# The labeled splits of Corpus/, in the order make corpus reports them.
SPLITS = Corpus/dev Corpus/holdout Corpus/blind Corpus/blind2 Corpus/blind3 Corpus/blind4 Corpus/blind5 Corpus/blind6 Corpus/blind7 Corpus/blind8 Corpus/blind9 Corpus/blind10 Corpus/blind11 Corpus/blind12 Corpus/blind13 Corpus/blind14 Corpus/blind15 Corpus/blind16 Corpus/blind17 Corpus/blind18 Corpus/blind19 Corpus/blind20 Corpus/blind21 Corpus/blind22 Corpus/blind23 Corpus/blind24 Corpus/blind25 Corpus/blind26 Corpus/blind27 Corpus/blind28 Corpus/blind29 Corpus/blind30 Corpus/blind31 Corpus/blind32 Corpus/blind33 Corpus/blind34 Corpus/blind35 Corpus/blind36 Corpus/blind37 Corpus/blind38 Corpus/blind39 Corpus/blind40 Corpus/blind41 Corpus/blind42 Corpus/blind43 Corpus/blind44 Corpus/blind45 Corpus/blind46 Corpus/blind47 Corpus/blind48 Corpus/blind49 Corpus/blind50 Corpus/blind51 Corpus/blind52 Corpus/blind53 Corpus/blind54 Corpus/blind55 Corpus/blind56 Corpus/blind57 Corpus/blind58 Corpus/blind59 Corpus/blind60 Corpus/blind61 Corpus/blind62 Corpus/blind63 Corpus/blind64 Corpus/blind65 Corpus/blind66 Corpus/blind67 Corpus/blind68 Corpus/blind69 Corpus/blind70 Corpus/blind71 Corpus/blind72 Corpus/blind73 Corpus/blind74 Corpus/blind75 Corpus/blind76 Corpus/blind77 Corpus/blind78 Corpus/blind79 Corpus/blind80 Corpus/blind81 Corpus/blind82 Corpus/blind83 Corpus/blind84 Corpus/blind85 Corpus/blind86 Corpus/blind87 Corpus/blind88 Corpus/blind89 Corpus/blind90 Corpus/blind91 Corpus/blind92 Corpus/blind93 Corpus/blind94 Corpus/blind95 Corpus/blind96 Corpus/blind97 Corpus/blind98 Corpus/blind99 Corpus/blind100 Corpus/blind101 Corpus/blind102 Corpus/blind103 Corpus/blind104 Corpus/blind105 Corpus/blind106 Corpus/blind107 Corpus/blind108 Corpus/blind109 Corpus/blind110 Corpus/blind111 Corpus/blind112 Corpus/blind113 Corpus/blind114 Corpus/blind115 Corpus/blind116 Corpus/blind117 Corpus/blind118 Corpus/blind119 Corpus/blind120 Corpus/blind121 Corpus/blind122 Corpus/blind123 Corpus/blind124 Corpus/blind125 Corpus/blind126 Corpus/blind127 Corpus/blind128 Corpus/blind129 Corpus/blind130 Corpus/blind131 Corpus/blind132 Corpus/blind133 Corpus/blind134 Corpus/blind135 Corpus/blind136 Corpus/blind137 Corpus/blind138 Corpus/blind139 Corpus/blind140 Corpus/blind141 Corpus/blind142 Corpus/blind143 Corpus/blind144 Corpus/blind145 Corpus/blind146 Corpus/blind147 Corpus/blind148 Corpus/blind149 Corpus/blind150 Corpus/blind151 Corpus/blind152 Corpus/blind153 Corpus/blind154 Corpus/blind155 Corpus/blind156 Corpus/blind157 Corpus/blind158 Corpus/blind159 Corpus/blind160
FUZZ_SECONDS ?= 60

.PHONY: build release test corpus bench fuzz format install clean rule-table

build:
	$(SWIFT) build --product otpfill

# A fully static binary starts about 1.5 ms sooner than one that glibc's dynamic loader must
# link (a one-message run: 6.0 -> 4.6 ms). glibc still loads its iconv modules from the system
# when a mail needs a legacy charset; the linker's warnings about NSS calls (getpwnam_r…) are
# about Foundation code otpfill never calls.
release:
	$(SWIFT) build -c release --product otpfill -Xswiftc -static-executable

test:
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

rule-table:
	$(SWIFT) build --build-tests
	OTPFILL_WRITE_RULE_TABLE=$(CURDIR)/Sources/OTPFill/Fast/BuiltinRuleTable.swift \
	OTPFILL_WRITE_RULE_CODE=$(CURDIR)/Sources/OTPFill/Fast/BuiltinRuleCode.swift \
	$(SWIFT) test --skip-build --filter 'BuiltinRuleTableTests/theShippedTableMatchesTheRules|BuiltinRuleCodeTests/theShippedCodeMatchesTheRules'

corpus: build
	for split in $(SPLITS); do .build/debug/otpfill corpus --summary $$split || exit 1; done
	@if [ -f $(PEERS) ]; then .build/debug/otpfill corpus --summary $(PEERS); fi
	python3 scripts/check-wrapped-corpus.py --otpfill .build/debug/otpfill $(SPLITS) 2>/dev/null

bench:
	bench/run.sh

fuzz:
	FUZZ_SECONDS=$(FUZZ_SECONDS) SWIFT=$(SWIFT) fuzz/run.sh

format:
	$(SWIFT) format --in-place --recursive Sources Tests Package.swift

install: release
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 0755 $(OTPFILL_RELEASE) $(DESTDIR)$(PREFIX)/bin/otpfill

clean:
	rm -rf .build
