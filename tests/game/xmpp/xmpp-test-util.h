/* xmpp-test-util.h — what the tests against real XMPP servers share
 * (run by test-xmpp.sh inside its private namespace: prosody for
 * alpha.test and beta.test, federating; $XMPP_WORK, $XMPP_CA): programs
 * signed in to accounts, the servers stopped and started, and a game
 * played to its end with moves drawn by the test itself. */
#pragma once

#include "../cli-test-util.h"
#include "ft-game-setup.h"
#include "ft-game.h"

/* Short periods, so that nothing waits the real ones: reconnect tries,
 * the wait for a WELCOME, keepalive, the claim. */
#define TIMING "FOURTEEN_TEST_NET_TIMING=xmpp-retry=200,welcome=1500,keepalive=1000,silence=8000,retry=300,claim=3000"

extern const char *xmpp_work, *xmpp_ca;

/* The file with the password of an account. */
char *password_file (const char *account);
/* fourteen-cli COMMAND --xmpp ACCOUNT (its password file, the test CA)
 * and more arguments (NULL-terminated). */
Cli *xmpp_cli (const char *label, const char *command, const char *account, ...) G_GNUC_NULL_TERMINATED;
/* xmpp-peer signed in as ACCOUNT (resource given or NULL), online. */
Cli *peer (const char *label, const char *account, const char *resource);
/* The full JID a program signed in with ("signed in as J"). */
char *signed_in_as (Cli *cli);
/* $XMPP_WORK/server start|stop alpha|beta. */
void server (const char *what, const char *name);

typedef struct
{
  FtGame *game;
  GRand *rand;
  Cli *side[2];     /* the program playing each colour */
  Cli *watchers[2]; /* up to two more that watch, or NULL */
} Driver;

void driver_init (Driver *d, const FtGameSetup *setup, guint32 seed);
void driver_clear (Driver *d);
/* One move of the side to move, typed by its program (after its "your
 * turn"); every program prints it. */
void driver_play_one (Driver *d);
/* Until the game ends (or `plies` moves, then White resigns); every
 * program says the same result. */
void driver_play_to_end (Driver *d, guint plies);
/* Standard chess, or the config's game. */
FtGameSetup *chess_setup (const char *config_path);
