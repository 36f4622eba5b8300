# Legation build. `make` builds build/legation; `make test` installs what is
# missing, builds everything and runs every test; `make run` opens the
# launcher. The rules side (engine/core, games/*/rules) is compiled without
# SDL's include path and linked into the unit tests without SDL, so a rules
# file that reaches for SDL fails the build.

CC      ?= cc
SAN_CC  ?= clang
PKGS_UI  = sdl2 SDL2_image SDL2_ttf libcjson libenet
PKGS_CORE = libcjson libenet
WARN    = -Wall -Wextra -Wshadow -Wmissing-prototypes -Wstrict-prototypes
BASEFLAGS = -std=c11 -D_GNU_SOURCE $(WARN) -Iengine/core -Iengine -I.
CFLAGS  ?= -O2 -g
CORE_CFLAGS = $(BASEFLAGS) $(CFLAGS) $(shell pkg-config --cflags $(PKGS_CORE) 2>/dev/null)
UI_CFLAGS   = $(BASEFLAGS) $(CFLAGS) $(shell pkg-config --cflags $(PKGS_UI) 2>/dev/null)
CORE_LIBS = $(shell pkg-config --libs $(PKGS_CORE) 2>/dev/null) -lm
UI_LIBS   = $(shell pkg-config --libs $(PKGS_UI) 2>/dev/null) -lm

B = build
# `make test` and `make run` build on every core (JOBS=1 for one at a time)
JOBS    ?= $(shell nproc 2>/dev/null || echo 2)
# GAMES narrows a build to some games (e.g. `make GAMES= unit` for the
# engine alone); the default is every folder under games/.
GAMES    ?= $(notdir $(wildcard games/*))
# The label placer's geometry (engine/ui/lplace.c) includes no SDL: it is
# built with the rules side so that its unit test links without SDL.
# engine/net (network play over ENet) sits beside the session, on the
# rules side too: no SDL, and the unit tests and fuzzers reach it.
UI_PURE   = $(wildcard engine/ui/lplace.c)
CORE_SRC  = $(wildcard engine/core/*.c) $(wildcard engine/net/*.c) $(UI_PURE) $(foreach g,$(GAMES),$(wildcard games/$(g)/rules/*.c))
UI_SRC    = $(wildcard engine/gfx/*.c) $(filter-out $(UI_PURE),$(wildcard engine/ui/*.c)) \
            $(foreach g,$(GAMES),$(wildcard games/$(g)/view/*.c)) $(wildcard app/*.c)
# Unit tests: tests/unit/test_core*.c for the engine, test_<game>*.c per game.
UNIT_SRC  = $(wildcard tests/unit/test_core*.c) $(foreach g,$(GAMES),$(wildcard tests/unit/test_$(g)*.c))
CORE_OBJ  = $(CORE_SRC:%.c=$(B)/obj/%.o)
UI_OBJ    = $(UI_SRC:%.c=$(B)/obj/%.o)
UNIT_BIN  = $(UNIT_SRC:tests/unit/%.c=$(B)/tests/%)
SAN_BIN   = $(UNIT_SRC:tests/unit/%.c=$(B)/asan/%)
SANFLAGS  = -std=c11 -D_GNU_SOURCE -g -O1 -fsanitize=address,undefined \
            -fno-sanitize-recover=undefined -fno-omit-frame-pointer \
            -Iengine/core -Iengine -I. $(shell pkg-config --cflags $(PKGS_CORE) 2>/dev/null)

.PHONY: all run test unit asan deps check-layers bench bench-net clean screenshots install uninstall \
        fuzz fuzz-build

# `make install` puts the program in PREFIX/bin and its data in
# PREFIX/share/legation, where it finds it beside its own binary.
PREFIX  ?= /usr/local
BINDIR   = $(DESTDIR)$(PREFIX)/bin
DATADIR  = $(DESTDIR)$(PREFIX)/share/legation
APPDIR   = $(DESTDIR)$(PREFIX)/share/applications
ICONDIR  = $(DESTDIR)$(PREFIX)/share/icons/hicolor/scalable/apps

all: check-layers $(B)/legation

deps:
	@tools/install-deps.sh

# The rules side never includes SDL: refuse to build if it does.
check-layers:
	@bad=$$(grep -lE '^\s*#\s*include\s*[<"](SDL|SDL2/)' engine/core/*.[ch] engine/net/*.[ch] $(UI_PURE) $(UI_PURE:.c=.h) games/*/rules/*.[ch] 2>/dev/null); \
	if [ -n "$$bad" ]; then echo "error: SDL included on the rules side: $$bad" >&2; exit 1; fi

$(B)/obj/engine/core/%.o: engine/core/%.c
	@mkdir -p $(dir $@)
	$(CC) $(CORE_CFLAGS) -MMD -MP -c $< -o $@

$(UI_PURE:%.c=$(B)/obj/%.o): $(B)/obj/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(CORE_CFLAGS) -MMD -MP -c $< -o $@

$(B)/obj/engine/net/%.o: engine/net/%.c
	@mkdir -p $(dir $@)
	$(CC) $(CORE_CFLAGS) -MMD -MP -c $< -o $@

$(B)/obj/games/%.o: games/%.c
	@mkdir -p $(dir $@)
	$(CC) $(if $(findstring /rules/,$<),$(CORE_CFLAGS),$(UI_CFLAGS)) -MMD -MP -c $< -o $@

$(B)/obj/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(UI_CFLAGS) -MMD -MP -c $< -o $@

$(B)/librules.a: $(CORE_OBJ)
	@mkdir -p $(dir $@)
	ar rcs $@ $^

# The engine and the games never call a function of app/: checked on the
# objects before the program is linked.
$(B)/legation: $(UI_OBJ) $(B)/librules.a
	@tools/check-app-calls.sh $(B)/obj
	$(CC) $(CFLAGS) -o $@ $(UI_OBJ) $(B)/librules.a $(UI_LIBS)

# Unit tests link only the rules side: no SDL.
$(B)/tests/%: tests/unit/%.c $(wildcard tests/unit/*.h) $(B)/librules.a
	@mkdir -p $(dir $@)
	$(CC) $(CORE_CFLAGS) -Itests/unit -o $@ $< $(B)/librules.a $(CORE_LIBS)

# the rules under the sanitizers: the program's sanitized objects of the
# rules sources (the same flags); made afresh so a removed source leaves it
SAN_CORE_OBJ = $(patsubst %.c,$(B)/asan/app/%.o,$(CORE_SRC))
$(B)/asan/librules.a: $(SAN_CORE_OBJ)
	@rm -f $@
	ar rcs $@ $(SAN_CORE_OBJ)

$(B)/asan/%: tests/unit/%.c $(wildcard tests/unit/*.h) $(B)/asan/librules.a
	$(SAN_CC) $(SANFLAGS) -Itests/unit -o $@ $< $(B)/asan/librules.a $(CORE_LIBS)

# The whole program under the sanitizers, for the monkey test.
SAN_APP_OBJ = $(patsubst %.c,$(B)/asan/app/%.o,$(CORE_SRC) $(UI_SRC))
$(B)/asan/app/%.o: %.c
	@mkdir -p $(dir $@)
	$(SAN_CC) $(SANFLAGS) $(shell pkg-config --cflags $(PKGS_UI) 2>/dev/null) -MMD -MP -c $< -o $@
$(B)/asan/legation: $(SAN_APP_OBJ)
	$(SAN_CC) -fsanitize=address,undefined -o $@ $(SAN_APP_OBJ) $(UI_LIBS)

# netpoke: the network suite's players that send what a host must refuse
$(B)/tests/netpoke: tests/net/netpoke.c $(B)/librules.a
	@mkdir -p $(dir $@)
	$(CC) $(CORE_CFLAGS) -o $@ $< $(B)/librules.a $(CORE_LIBS)

unit: $(UNIT_BIN) $(B)/tests/netpoke
asan: $(SAN_BIN) $(B)/asan/legation $(B)/asan/oom

# --- fuzzing (libFuzzer, clang, ASan + UBSan). Every game of GAMES gets a
# <game>-data and a <game>-save target; json, catalog and settings are the
# engine's.
# `make fuzz` runs each for FUZZ_TIME seconds (new finds go to
# build/fuzz/found/<target>; copy the good ones to tests/fuzz/corpus/);
# `make test` replays tests/fuzz/corpus/<target> through each target.
FUZZ_CC    ?= clang
FUZZ_TIME  ?= 60
FUZZ_GAMES  = -DLEG_GAMES='$(foreach g,$(GAMES),G($(g)))'
FUZZFLAGS   = $(SANFLAGS) $(FUZZ_GAMES) -Itests/fuzz
FUZZ_CORE   = json catalog settings netmsg $(foreach g,$(GAMES),$(g)-data $(g)-save)
FUZZ_UI     = script
FUZZ_BIN    = $(addprefix $(B)/fuzz/,$(FUZZ_CORE) $(FUZZ_UI))
FUZZ_H      = tests/fuzz/fuzz.h tests/fuzz/fuzz.c tests/fuzz/fuzz_save.c

$(B)/fuzz/librules.a: $(patsubst %.c,$(B)/fuzz/ui/%.o,$(CORE_SRC))
	@rm -f $@
	ar rcs $@ $^

$(B)/fuzz/%-data: $(FUZZ_H) $(B)/fuzz/librules.a
	$(FUZZ_CC) $(FUZZFLAGS) -fsanitize=fuzzer -DFUZZ_KIND=FUZZ_DATA -DFUZZ_GAME=$* \
	  -o $@ tests/fuzz/fuzz.c tests/fuzz/fuzz_save.c $(B)/fuzz/librules.a $(CORE_LIBS)

$(B)/fuzz/%-save: $(FUZZ_H) $(B)/fuzz/librules.a
	$(FUZZ_CC) $(FUZZFLAGS) -fsanitize=fuzzer -DFUZZ_KIND=FUZZ_SAVE \
	  -o $@ tests/fuzz/fuzz.c tests/fuzz/fuzz_save.c $(B)/fuzz/librules.a $(CORE_LIBS)

# script: --script files through the whole program (dummy driver), so it
# takes every source but app/main.c, built for the fuzzer.
FUZZ_UI_SRC = $(filter-out app/main.c,$(CORE_SRC) $(UI_SRC))
FUZZ_UI_OBJ = $(patsubst %.c,$(B)/fuzz/ui/%.o,$(FUZZ_UI_SRC))
$(B)/fuzz/ui/%.o: %.c
	@mkdir -p $(dir $@)
	$(FUZZ_CC) $(SANFLAGS) -fsanitize=fuzzer-no-link $(shell pkg-config --cflags $(PKGS_UI) 2>/dev/null) \
	  -MMD -MP -c $< -o $@
$(B)/fuzz/script: tests/fuzz/fuzz_script.c $(FUZZ_UI_OBJ)
	$(FUZZ_CC) $(SANFLAGS) $(shell pkg-config --cflags $(PKGS_UI) 2>/dev/null) -fsanitize=fuzzer \
	  -o $@ tests/fuzz/fuzz_script.c $(FUZZ_UI_OBJ) $(UI_LIBS)

# Seed saves for the fuzzers: bot games of every game, cut at a few points.
$(B)/mkseeds: tests/fuzz/mkseeds.c $(B)/librules.a
	$(CC) $(CORE_CFLAGS) $(FUZZ_GAMES) -o $@ $< $(B)/librules.a $(CORE_LIBS)

$(B)/fuzz/json $(B)/fuzz/catalog $(B)/fuzz/settings: $(B)/fuzz/%: $(FUZZ_H) $(B)/fuzz/librules.a
	$(FUZZ_CC) $(FUZZFLAGS) -fsanitize=fuzzer -DFUZZ_KIND=FUZZ_$(shell echo $* | tr a-z A-Z) \
	  -o $@ tests/fuzz/fuzz.c tests/fuzz/fuzz_save.c $(B)/fuzz/librules.a $(CORE_LIBS)

# netmsg: the network protocol's message checker, both directions
$(B)/fuzz/netmsg: tests/fuzz/fuzz_netmsg.c $(B)/fuzz/librules.a
	$(FUZZ_CC) $(FUZZFLAGS) -fsanitize=fuzzer -o $@ $< $(B)/fuzz/librules.a $(CORE_LIBS)

# Allocation-failure injection over every loader, under the sanitizers.
$(B)/asan/oom: tests/robust/oom.c $(B)/asan/librules.a
	$(SAN_CC) $(SANFLAGS) $(FUZZ_GAMES) \
	  -Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc,--wrap=strdup \
	  -o $@ $< $(B)/asan/librules.a $(CORE_LIBS)

fuzz-build: $(FUZZ_BIN) $(B)/mkseeds

fuzz: fuzz-build
	@tools/fuzz-seeds.sh $(B)/fuzz/seeds $(GAMES)
	@tools/fuzz.sh $(FUZZ_TIME) $(FUZZ_CORE) $(FUZZ_UI)

run: deps
	@$(MAKE) --no-print-directory -j$(JOBS) all
	./$(B)/legation

test: deps
	@$(MAKE) --no-print-directory -j$(JOBS) all unit asan fuzz-build
	@tests/run.sh

# The yardstick of the first-frame figures: a bare SDL2 + SDL_ttf program.
$(B)/bench-bare: tools/bench/bare.c
	@mkdir -p $(dir $@)
	$(CC) $(UI_CFLAGS) -o $@ $< $(UI_LIBS)

# network play's figures: a race of bot clients on loopback
$(B)/netbench: tools/bench/netbench.c $(B)/librules.a
	@mkdir -p $(dir $@)
	$(CC) $(CORE_CFLAGS) -pthread -o $@ $< $(B)/librules.a $(CORE_LIBS)

bench-net: all $(B)/netbench
	@XDG_DATA_HOME=$$(mktemp -d) $(B)/netbench $(B)/legation .

bench: all $(B)/bench-bare $(B)/netbench
	@tools/bench.sh
	@XDG_DATA_HOME=$$(mktemp -d) $(B)/netbench $(B)/legation .

install: all
	install -d $(BINDIR) $(DATADIR) $(APPDIR) $(ICONDIR)
	install -m 755 $(B)/legation $(BINDIR)/legation
	rm -rf $(DATADIR)/scenarios $(DATADIR)/assets
	cp -R scenarios assets $(DATADIR)/
	chmod -R u=rwX,go=rX $(DATADIR)
	install -m 644 tools/desktop/legation.desktop $(APPDIR)/legation.desktop
	install -m 644 assets/ui/icon.svg $(ICONDIR)/legation.svg
	@echo "installed: $(BINDIR)/legation, data in $(DATADIR)"

uninstall:
	rm -f $(BINDIR)/legation $(APPDIR)/legation.desktop $(ICONDIR)/legation.svg
	rm -rf $(DATADIR)

clean:
	rm -rf $(B)

-include $(shell find $(B)/obj $(B)/asan/app $(B)/fuzz/ui -name '*.d' 2>/dev/null)
