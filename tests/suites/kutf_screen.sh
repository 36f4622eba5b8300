#!/usr/bin/env bash
# Screen tests of "Keep Up The Fire!" through the real view code, with SDL's
# dummy driver: the board renders, set-up and actions by clicks, refusals
# explained, undo, the card enlarged, save and load, and whole games played
# by scripted clicks (the bot picks, the script clicks what the view drew)
# to the end screen. Prints "ok NAME" / "FAIL NAME".
set -u
cd "$(dirname "$0")/../.."
BIN=${LEGATION:-build/legation}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
export SDL_VIDEODRIVER=dummy XDG_DATA_HOME="$T/data" XDG_CONFIG_HOME="$T/config"

if [ ! -x "$BIN" ]; then
    echo "FAIL kutf_screen (no $BIN: build first)"
    exit 1
fi

# run NAME SEED SCRIPT-FILE [extra args]: ok when the script passes
run() {
    local name=$1 seed=$2 script=$3
    shift 3
    if timeout 300 "$BIN" play kutf --seed "$seed" --script "$script" "$@" > "$T/$name.out" 2>&1; then
        echo "ok $name"
    else
        echo "FAIL $name"
        sed 's/^/  /' "$T/$name.out" | tail -5
    fi
}

# --- the board renders: a PNG of the right size with real content ---
if "$BIN" play kutf --seed 3 --screenshot "$T/board.png" > "$T/shot.out" 2>&1 &&
   [ "$(identify -format '%wx%h' "$T/board.png" 2>/dev/null)" = "1280x800" ] &&
   [ "$(identify -format '%k' "$T/board.png")" -gt 2000 ]; then
    echo "ok kutf_screenshot_board"
else
    echo "FAIL kutf_screenshot_board"
    sed 's/^/  /' "$T/shot.out" | tail -3
fi

if "$BIN" play kutf --seed 3 --size 1920x1080 --screenshot "$T/wide.png" > "$T/wide.out" 2>&1 &&
   [ "$(identify -format '%wx%h' "$T/wide.png" 2>/dev/null)" = "1920x1080" ]; then
    echo "ok kutf_screenshot_wide"
else
    echo "FAIL kutf_screenshot_wide"
fi

# --- set-up by two clicks (unit, then box), then undo takes it back ---
run kutf_setup_clicks_and_undo 3 tests/screen/kutf_setup.txt

# --- a click on something not legal now is explained by the rules ---
run kutf_illegal_click_explained 3 tests/screen/kutf_refuse.txt

# --- the current card enlarges and closes again; Menu asks before leaving ---
run kutf_card_zoom_and_menu 3 tests/screen/kutf_zoom.txt

# --- the new card's pause, Suggest with its reason, the tabbed help ---
run kutf_pause_suggest_help 3 tests/screen/kutf_help.txt

# --- found by playing (QA): the Help tooltip over the help's Close ---
run kutf_help_tooltip_not_over_close 3 tests/screen/kutf_qa_help_tip.txt
# --- undo keeps the dice it cannot take back in the tray ---
run kutf_undo_keeps_the_dice_shown 3 tests/screen/kutf_qa_undo_tray.txt
# --- the Loss panel counts Combat Power in boxes, as it does Speed ---
run kutf_loss_panel_counts_boxes 3 tests/screen/kutf_qa_loss_text.txt
# --- the relief note never covers a town label on the route map ---
run kutf_route_labels_apart 3 tests/screen/kutf_qa_route_labels.txt
# --- the discard count badge leaves a two-digit card number readable ---
run kutf_pile_badge_clear_of_the_number 3 tests/screen/kutf_qa_pile_badge.txt --option deck=historical
# --- the set-up tray and the Loss panel cover the whole route map: the
# Taku label under it hung below a shorter panel and showed (QA). The strip
# under the panel's old bottom edge holds no dark text pixel now. ---
no_taku_peek() { # PNG: min intensity of the strip where the label peeked
    awk -v m="$(convert "$1" -crop 50x10+1068+290 +repage -format '%[fx:minima.intensity]' info: 2>/dev/null)" \
        'BEGIN { exit !(m != "" && m + 0 > 0.5) }'
}
(cat tests/screen/kutf_qa_loss_text.txt; echo "screenshot $T/loss.png") > "$T/loss.txt"
if no_taku_peek "$T/board.png" &&
   timeout 120 "$BIN" play kutf --seed 3 --script "$T/loss.txt" > "$T/loss.out" 2>&1 &&
   no_taku_peek "$T/loss.png"; then
    echo "ok kutf_panels_cover_the_route_labels"
else
    echo "FAIL kutf_panels_cover_the_route_labels"
    tail -3 "$T/loss.out" 2>/dev/null | sed 's/^/  /'
fi

# --- a new card's caption on its own band, not over the top bar's text ---
run kutf_pause_caption_clear_of_the_top_bar 3 tests/screen/kutf_qa_pause_caption.txt

# --- the dice tray names a blockade attack in full, not cut short ---
run kutf_tray_title_not_cut 4 tests/screen/kutf_qa_tray_title.txt

# --- with no advance possible, the relief note asks for Speed first ---
if timeout 60 "$BIN" play kutf --load tests/screen/kutf_speed0.json \
       --script tests/screen/kutf_qa_need_speed.txt > "$T/speed0.out" 2>&1; then
    echo "ok kutf_relief_note_speed_first"
else
    echo "FAIL kutf_relief_note_speed_first"
    tail -3 "$T/speed0.out" | sed 's/^/  /'
fi
# --- a quick click meant for a casualty the rules took by themselves is
# used up as meant (it fortified before), and what went by itself is said ---
if timeout 60 "$BIN" play kutf --load tests/screen/kutf_forced_casualty.json \
       --script tests/screen/kutf_forced_casualty.txt > "$T/forced.out" 2>&1; then
    echo "ok kutf_quick_click_after_a_forced_casualty"
else
    echo "FAIL kutf_quick_click_after_a_forced_casualty"
    tail -3 "$T/forced.out" | sed 's/^/  /'
fi
# --- through a whole game the relief note covers no town, label or the army ---
run kutf_relief_note_clear_1280x800 3 tests/screen/kutf_note_clear.txt
run kutf_relief_note_clear_1024x640 3 tests/screen/kutf_note_clear.txt --size 1024x640
# --- the card panel's "more" line is never cut at the panel's edge ---
run kutf_card_more_line_fits 3 tests/screen/kutf_qa_card_more.txt --option deck=historical

# --- save with Ctrl+S, then load it back from the list ---
run kutf_save_and_load 3 tests/screen/kutf_save.txt

# --- "Show the result" in the prompt bar, not over the log's last lines ---
if LEGATION_TARGETS="$T/end.targets" timeout 300 "$BIN" play kutf --seed 3 \
       --script tests/screen/kutf_qa_end_board.txt > "$T/end.out" 2>&1 &&
   awk '{ n = $0; sub(/^[-0-9]+ [-0-9]+ [-0-9]+ [-0-9]+ /, "", n) }
        n == "Show the result" { found = 1; if ($2 + $4 > 76) bad = 1 }
        END { exit !(found && !bad) }' "$T/end.targets"; then
    echo "ok kutf_show_result_clear_of_the_log"
else
    echo "FAIL kutf_show_result_clear_of_the_log"
    grep "Show the result" "$T/end.targets" 2>/dev/null | sed 's/^/  /'
    tail -3 "$T/end.out" | sed 's/^/  /'
fi

# --- the setup screen says what each option means (a tooltip per choice,
# from scenarios.json's "help"; the options had only their labels) ---
cat > "$T/setup_tips.txt" <<'EOF'
click-on Keep Up The Fire!
wait 200
move-on-part Reaching Peking: Game ends at Housekeeping [4.0]
wait 1200
assert-text Rule 4.0's turn order read first
move-on-part Roll my own dice: On
wait 1200
assert-text roll your own dice at the table
quit
EOF
if timeout 60 "$BIN" --size 1280x800 --script "$T/setup_tips.txt" > "$T/setup_tips.out" 2>&1; then
    echo "ok kutf_setup_option_tooltips"
else
    echo "FAIL kutf_setup_option_tooltips"
    tail -3 "$T/setup_tips.out" | sed 's/^/  /'
fi

# --- whole games to the end screen: a defeat and a victory ---
start=$(date +%s)
run kutf_full_game 3 tests/screen/kutf_full.txt
echo "  (kutf_full_game took $(( $(date +%s) - start )) s)"
run kutf_full_game_victory 10 tests/screen/kutf_win.txt

# --- issue 28: a gun box's tooltip said "The International Gun's box on
# this wall" and named none of the four
cat > "$T/gun_box.txt" <<'EOF2'
wait 300
move-on-part "gun box North"
wait 1500
assert-text The International Gun's box on the North wall.
quit
EOF2
if timeout 60 "$BIN" play kutf --seed 3 --size 1280x800 --script "$T/gun_box.txt" > "$T/gun_box.out" 2>&1; then
    echo "ok kutf_gun_box_names_its_wall"
else
    echo "FAIL kutf_gun_box_names_its_wall"
    tail -3 "$T/gun_box.out" | sed 's/^/  /'
fi

# --- issue 28: the events panel showed two rows and no scroll, so a
# third event was invisible (three held events, turn 4 of seed 3)
for size in 1280x800 1024x640; do
    cat > "$T/three_events.txt" <<'EOF2'
wait 300
assert-size "event chip Sandbags Sewn from Silk" 100 12
assert-size "event chip Volunteers Take Up Arms" 100 12
assert-size "event chip Fire Brigades on Every Roof" 100 12
assert-apart "event chip"
quit
EOF2
    if timeout 60 "$BIN" play kutf --load tests/screen/kutf_three_events.json --size $size \
        --script "$T/three_events.txt" > "$T/three_events.out" 2>&1; then
        echo "ok kutf_every_event_has_its_chip_$size"
    else
        echo "FAIL kutf_every_event_has_its_chip_$size"
        tail -3 "$T/three_events.out" | sed 's/^/  /'
    fi
done

# --- issue 28: a shot no die can hit (a 7-CP Qing at Extreme Range) was
# offered like any other: each shot offered shows its odds on the counter
# and in its tooltip (turn 4 of seed 3, Qing 7 at North Extreme, Boxers 3
# at East Long)
cat > "$T/odds.txt" <<'EOF2'
wait 300
assert-size "fire odds North 0%" 10 8
assert-size "fire odds East 67%" 10 8
move-on-part {"type":"fire","track":"N"}
wait 1500
assert-text no die can hit
quit
EOF2
if timeout 60 "$BIN" play kutf --load tests/screen/kutf_long_shots.json --size 1280x800 \
    --script "$T/odds.txt" > "$T/odds.out" 2>&1; then
    echo "ok kutf_shot_odds_shown"
else
    echo "FAIL kutf_shot_odds_shown"
    tail -3 "$T/odds.out" | sed 's/^/  /'
fi
