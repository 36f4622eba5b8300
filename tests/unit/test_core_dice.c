/* Unit tests of engine/core/dice: forced scripts, ranges, use counting. */
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#include "dice.h"
#include "test.h"

/* Runs fn in a child process; 1 if it died of an assertion (SIGABRT). */
static int aborts(void (*fn)(void))
{
    int st = 0;
    pid_t pid;

    fflush(stdout);
    pid = fork();
    if (pid == 0) {
        int fd = open("/dev/null", O_WRONLY);
        if (fd >= 0)
            dup2(fd, 2);
        fn();
        _exit(0);
    }
    if (pid < 0 || waitpid(pid, &st, 0) != pid)
        return 0;
    return WIFSIGNALED(st) && WTERMSIG(st) == SIGABRT;
}

static void roll_forced_7_on_d6(void)
{
    dice d;
    static const int f[] = { 7 };

    dice_init(&d, 1);
    dice_force(&d, f, 1);
    dice_d6(&d);
}

static void roll_forced_1_on_avg(void)
{
    dice d;
    static const int f[] = { 1 };

    dice_init(&d, 1);
    dice_force(&d, f, 1);
    dice_avg(&d);
}

static void roll_forced_10_on_d10_is_fine(void)
{
    dice d;
    static const int f[] = { 10 };

    dice_init(&d, 1);
    dice_force(&d, f, 1);
    dice_d10(&d);
}

static void out_of_range_forced_face_asserts(void)
{
    CHECK(aborts(roll_forced_7_on_d6));
    CHECK(aborts(roll_forced_1_on_avg));
    CHECK(!aborts(roll_forced_10_on_d10_is_fine));
}

static void forced_faces_come_first_in_order(void)
{
    dice d;
    static const int f[] = { 6, 1, 3, 4, 2 };

    dice_init(&d, 1);
    dice_force(&d, f, 5);
    CHECK_INT(dice_forced_left(&d), 5);
    CHECK_INT(dice_d6(&d), 6);
    CHECK_INT(dice_d6(&d), 1);
    /* A 2d6 takes two faces. */
    CHECK_INT(dice_2d6(&d), 7);
    CHECK_INT(d.nlast, 2);
    CHECK_INT(d.last[0], 3);
    CHECK_INT(d.last[1], 4);
    CHECK_INT(dice_forced_left(&d), 1);
    CHECK_INT(dice_d10(&d), 2);
    CHECK_INT(d.nlast, 1);
    CHECK_INT(d.last[0], 2);
    CHECK_INT(dice_forced_left(&d), 0);
}

/* The ring of faces rolled: what a screen shows for the last action. */
static void history_of_faces(void)
{
    dice d;
    int faces[80], sides[80], n;
    long mark;
    static const int f[] = { 6, 1, 3, 4, 2 };

    dice_init(&d, 1);
    dice_force(&d, f, 5);
    dice_d6(&d);
    mark = d.nhist;
    dice_d6(&d);
    dice_2d6(&d);
    dice_d10(&d);
    n = dice_history(&d, mark, faces, sides, 80);
    CHECK_INT(n, 4);
    CHECK_INT(faces[0], 1);
    CHECK_INT(faces[1], 3);
    CHECK_INT(faces[2], 4);
    CHECK_INT(faces[3], 2);
    CHECK_INT(sides[3], 10);
    CHECK_INT(dice_history(&d, mark, faces, NULL, 2), 2);
    dice_avg(&d);
    CHECK_INT(dice_history(&d, d.nhist - 1, faces, sides, 80), 1);
    CHECK_INT(sides[0], 7);
    /* past the ring: only the last DICE_HIST are kept */
    for (int i = 0; i < 100; i++)
        dice_d6(&d);
    CHECK_INT(dice_history(&d, 0, faces, sides, 80), DICE_HIST);
    CHECK_INT(dice_history(&d, d.nhist, faces, sides, 80), 0);
}

static void every_roll_counts_as_a_use(void)
{
    dice d;
    static const int f[] = { 5, 5 };
    uint64_t u;

    dice_init(&d, 3);
    CHECK_INT(d.r.uses, 0);
    dice_force(&d, f, 2);
    dice_2d6(&d);
    CHECK_INT(d.r.uses, 2);     /* forced dice are chance too */
    u = d.r.uses;
    dice_d6(&d);
    CHECK(d.r.uses > u);
}

static void script_then_rng_matches_plain_rng(void)
{
    dice a, b;
    static const int f[] = { 2 };
    int i, same = 1;

    /* Forced faces do not consume the rng stream. */
    dice_init(&a, 9);
    dice_init(&b, 9);
    dice_force(&a, f, 1);
    CHECK_INT(dice_d6(&a), 2);
    for (i = 0; i < 50; i++)
        same &= dice_d6(&a) == dice_d6(&b);
    CHECK(same);
}

static void force_after_use_compacts(void)
{
    dice d;
    int f[40], i;

    for (i = 0; i < 40; i++)
        f[i] = i % 6 + 1;
    dice_init(&d, 1);
    dice_force(&d, f, 40);
    for (i = 0; i < 30; i++)
        dice_d6(&d);
    dice_force(&d, f, 40);  /* 10 left + 40 fits in 64 once compacted */
    CHECK_INT(dice_forced_left(&d), 50);
    CHECK_INT(dice_d6(&d), 1);  /* face 30 of the first script: 30 % 6 + 1 */
}

static void ranges_and_distribution(void)
{
    dice d;
    int c6[7] = { 0 }, c10[11] = { 0 }, c2[13] = { 0 }, i, v;

    dice_init(&d, 2024);
    for (i = 0; i < 60000; i++) {
        v = dice_d6(&d);
        CHECK(v >= 1 && v <= 6);
        if (v >= 1 && v <= 6) c6[v]++;
        v = dice_d10(&d);
        CHECK(v >= 1 && v <= 10);
        if (v >= 1 && v <= 10) c10[v]++;
        v = dice_2d6(&d);
        CHECK(v >= 2 && v <= 12);
        if (v >= 2 && v <= 12) c2[v]++;
        CHECK_INT(d.last[0] + d.last[1], v);
    }
    for (i = 1; i <= 6; i++)
        CHECK(c6[i] > 9400 && c6[i] < 10600);
    for (i = 1; i <= 10; i++)
        CHECK(c10[i] > 5500 && c10[i] < 6500);
    /* 7 is six times as likely as 2 or 12. */
    CHECK(c2[7] > 9400 && c2[7] < 10600);
    CHECK(c2[2] > 1400 && c2[2] < 1940);
    CHECK(c2[12] > 1400 && c2[12] < 1940);
}

static void average_die_faces(void)
{
    dice d;
    int c[7] = { 0 }, i, v;
    static const int f[] = { 4, 2, 5 };

    dice_init(&d, 8);
    for (i = 0; i < 60000; i++) {
        v = dice_avg(&d);
        CHECK(v >= 2 && v <= 5);
        if (v >= 2 && v <= 5) c[v]++;
    }
    /* 2 and 5 once each on the die, 3 and 4 twice. */
    CHECK(c[2] > 9400 && c[2] < 10600);
    CHECK(c[5] > 9400 && c[5] < 10600);
    CHECK(c[3] > 19000 && c[3] < 21000);
    CHECK(c[4] > 19000 && c[4] < 21000);
    /* Forced average-die results are the faces themselves. */
    dice_force(&d, f, 3);
    CHECK_INT(dice_avg(&d), 4);
    CHECK_INT(dice_avg(&d), 2);
    CHECK_INT(dice_avg(&d), 5);
    CHECK_INT(d.nlast, 1);
    CHECK_INT(d.last[0], 5);
}

static void same_seed_same_rolls(void)
{
    dice a, b;
    int i, same = 1;

    dice_init(&a, 555);
    dice_init(&b, 555);
    for (i = 0; i < 200; i++)
        same &= dice_roll(&a, 20) == dice_roll(&b, 20);
    CHECK(same);
}

/* Fed faces come before the rng and leave its stream alone; a face that
 * does not fit its die is reported with its index; strict feeding starves
 * with the wanted die's range and purpose instead of rolling. */
static void fed_faces(void)
{
    static const int faces[] = { 4, 9, 3 };
    dice d, plain;
    int r;

    dice_init(&d, 11);
    dice_init(&plain, 11);
    dice_feed(&d, faces, 1, 0);
    dice_for(&d, "to-hit");
    CHECK_INT(dice_d6(&d), 4);
    CHECK_INT(dice_d6(&d), dice_d6(&plain));   /* then the stream, untouched */
    CHECK_INT(dice_unfeed(&d), 1);
    CHECK_STR(d.fed_purpose[0], "to-hit");
    CHECK_INT(d.bad, -1);

    dice_feed(&d, faces, 3, 0);
    dice_d10(&d);
    dice_for(&d, "casualties");
    r = dice_d6(&d);                /* 9 on a d6 */
    CHECK_INT(r, 6);
    CHECK_INT(d.bad, 1);
    CHECK_INT(d.want_lo, 1);
    CHECK_INT(d.want_hi, 6);
    CHECK_STR(d.want_purpose, "casualties");
    dice_unfeed(&d);

    dice_feed(&d, faces, 1, 1);
    dice_d6(&d);
    CHECK_INT(d.starved, 0);
    dice_for(&d, "the advance");
    dice_d10(&d);
    CHECK_INT(d.starved, 1);
    CHECK_INT(d.want_hi, 10);
    CHECK_STR(d.want_purpose, "the advance");
    CHECK_INT(dice_unfeed(&d), 1);
}

/* Recording: every face of every die (fast path or not), of the average
 * die and of a draw is kept in order; fed back strictly to dice from the
 * same start (the draw's dice blind), they give the same faces. */
static void recorded_faces_replay_when_fed(void)
{
    dice host, client;
    int buf[16], got[8], want[8], n, i;

    dice_init(&host, 77);
    dice_record(&host, buf, 16);
    CHECK_INT(dice_quick_inline(&host, 6), 0);    /* the slow path records */
    want[0] = dice_d6(&host);
    want[1] = dice_d10(&host);
    want[2] = dice_2d6(&host);
    want[3] = dice_avg(&host);
    want[4] = dice_draw(&host, 9, 4);             /* the pile's next: item 4 */
    want[5] = dice_roll(&host, 20);
    n = dice_unrecord(&host);
    CHECK_INT(n, 7);                              /* the 2d6 is two faces */
    CHECK_INT(want[4], 4);
    CHECK_INT(buf[2] + buf[3], want[2]);
    CHECK_INT(buf[4], want[3]);
    CHECK_INT(buf[5], 4);
    CHECK(dice_quick_inline(&host, 6) != 0);      /* and the fast path is back */

    dice_init(&client, 12345);                    /* a different stream */
    dice_blind(&client);
    dice_feed(&client, buf, n, 1);
    got[0] = dice_d6(&client);
    got[1] = dice_d10(&client);
    got[2] = dice_2d6(&client);
    got[3] = dice_avg(&client);
    got[4] = dice_draw(&client, 9, 1);            /* its own order says 1 */
    got[5] = dice_roll(&client, 20);
    CHECK_INT(client.starved, 0);
    CHECK_INT(client.bad, -1);
    CHECK_INT(dice_unfeed(&client), 7);
    for (i = 0; i < 6; i++)
        CHECK_INT(got[i], want[i]);
}

static void record_overflow_says_so(void)
{
    dice d;
    int buf[3], i;

    dice_init(&d, 5);
    dice_record(&d, buf, 3);
    for (i = 0; i < 5; i++)
        dice_d6(&d);
    CHECK_INT(dice_unrecord(&d), -1);
    dice_record(&d, buf, 3);
    dice_d6(&d);
    CHECK_INT(dice_unrecord(&d), 1);
    dice_record(&d, NULL, 0);                     /* counting only */
    CHECK_INT(dice_unrecord(&d), 0);
    dice_d6(&d);                                  /* not recording: no count */
    CHECK_INT(d.nrec, 0);
}

/* A draw by a state that knows its piles takes the natural item and no
 * rng, script or feed (saves' rolls and "Roll my own dice" are for dice):
 * the dice's stream and history are as if there had been no draw. */
static void natural_draw_touches_nothing(void)
{
    static const int faces[] = { 3 };
    dice a, b;
    int same = 1, i;

    dice_init(&a, 31);
    dice_init(&b, 31);
    dice_force(&a, faces, 1);
    CHECK_INT(dice_draw(&a, 10, 7), 7);
    CHECK_INT(dice_forced_left(&a), 1);
    CHECK_INT(dice_d6(&a), 3);
    dice_feed(&a, faces, 1, 1);
    CHECK_INT(dice_draw(&a, 10, 2), 2);
    CHECK_INT(a.starved, 0);
    CHECK_INT(dice_unfeed(&a), 0);
    CHECK_INT(dice_draw(&a, 5, 9), 5);            /* clamped to the pile */
    CHECK_INT(a.r.uses, 1);                       /* the forced die only */
    CHECK_INT(a.nhist, 1);
    for (i = 0; i < 40; i++)
        same &= dice_d6(&a) == dice_d6(&b);
    CHECK(same);
}

/* A blind state's draw: script first, then the feed with the dice's rules
 * (bad face, strict starving with the purpose), then a random item. */
static void blind_draw_follows_the_feed(void)
{
    static const int faces[] = { 6, 12 }, forced[] = { 2 };
    dice d;
    int f, seen[5] = { 0 };

    dice_init(&d, 8);
    dice_blind(&d);
    dice_force(&d, forced, 1);
    CHECK_INT(dice_draw(&d, 4, 1), 2);
    dice_feed(&d, faces, 2, 1);
    dice_for(&d, "the card drawn");
    CHECK_INT(dice_draw(&d, 10, 1), 6);
    CHECK_INT(d.fed_purpose[0][0] != 0, 1);
    CHECK_STR(d.fed_purpose[0], "the card drawn");
    f = dice_draw(&d, 10, 1);                     /* 12 of 10 */
    CHECK_INT(f, 10);
    CHECK_INT(d.bad, 1);
    CHECK_INT(d.want_hi, 10);
    dice_for(&d, "the counter drawn");
    dice_draw(&d, 7, 1);
    CHECK_INT(d.starved, 1);
    CHECK_INT(d.want_lo, 1);
    CHECK_INT(d.want_hi, 7);
    CHECK_STR(d.want_purpose, "the counter drawn");
    CHECK_INT(dice_unfeed(&d), 2);
    CHECK_INT(d.nhist, 0);                        /* draws are not dice */
    for (int i = 0; i < 200; i++) {
        f = dice_draw(&d, 4, 1);
        CHECK(f >= 1 && f <= 4);
        if (f >= 1 && f <= 4)
            seen[f]++;
    }
    CHECK(seen[1] && seen[2] && seen[3] && seen[4]);
}

int main(void)
{
    RUN(recorded_faces_replay_when_fed);
    RUN(record_overflow_says_so);
    RUN(natural_draw_touches_nothing);
    RUN(blind_draw_follows_the_feed);
    RUN(fed_faces);
    RUN(history_of_faces);
    RUN(forced_faces_come_first_in_order);
    RUN(every_roll_counts_as_a_use);
    RUN(script_then_rng_matches_plain_rng);
    RUN(force_after_use_compacts);
    RUN(ranges_and_distribution);
    RUN(average_die_faces);
    RUN(same_seed_same_rolls);
    RUN(out_of_range_forced_face_asserts);
    TEST_END();
}
