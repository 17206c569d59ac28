#define RACY RACE
