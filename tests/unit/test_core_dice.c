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

int main(void)
{
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
