// DDS harness for `npm run bench:solver` (bench/dds/dds-compare.ts builds it with g++ and libdds-dev).
//
// Reads one position a line from stdin:   <strain> <first> <PBN remainCards>
//   strain: DDS's 0 = spades, 1 = hearts, 2 = diamonds, 3 = clubs, 4 = no trumps
//   first:  the seat on lead, DDS's 0 = North, 1 = East, 2 = South, 3 = West
//   PBN:    "N:spades.hearts.diamonds.clubs E... S... W..." (the rest of the line)
// For each, one SolveBoard(target = -1, solutions = 1, mode = 1) on one thread: the most tricks the
// side on lead can take from the first lead. Each solve is timed with a monotonic clock
// (std::chrono::steady_clock) and by the thread's CPU time (CLOCK_THREAD_CPUTIME_ID), after one untimed
// warm-up solve of a fixed deal. Prints JSON lines, each flushed at once (so that a caller can
// interleave its own solves with these, in one long-lived process): first {"dds":"2.9.0","threads":1},
// then one line a position: {"tricks":9,"ms":12.3,"cpu":12.1,"nodes":123456}; on a DDS error
// {"error":"..."} and exit status 1.
#include <dds/dll.h>
#include <time.h>

#include <chrono>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <sstream>
#include <string>

int main() {
  SetMaxThreads(1);
  SetResources(0, 1);
  DDSInfo info;
  GetDDSInfo(&info);
  {
    // Untimed warm-up on a fixed deal of its own (DDS allocates its memory on the first solve; a new deal
    // resets its table, so nothing carries over to the timed ones).
    dealPBN w;
    std::memset(&w, 0, sizeof w);
    w.trump = 4;
    std::snprintf(w.remainCards, sizeof w.remainCards, "%s",
                  "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432");
    futureTricks f;
    SolveBoardPBN(w, -1, 1, 1, &f, 0);
  }
  std::printf("{\"dds\":\"%s\",\"threads\":%d}\n", info.versionString, info.noOfThreads);
  std::fflush(stdout);
  std::string line;
  int n = 0;
  while (std::getline(std::cin, line)) {
    if (line.empty()) continue;
    n++;
    std::istringstream in(line);
    int strain = -1, first = -1;
    in >> strain >> first;
    std::string pbn;
    std::getline(in, pbn);
    size_t start = pbn.find_first_not_of(' ');
    pbn = start == std::string::npos ? "" : pbn.substr(start);
    dealPBN dl;
    std::memset(&dl, 0, sizeof dl);
    dl.trump = strain;
    dl.first = first;
    std::snprintf(dl.remainCards, sizeof dl.remainCards, "%s", pbn.c_str());
    futureTricks fut;
    timespec c0, c1;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &c0);
    auto t0 = std::chrono::steady_clock::now();
    int rc = SolveBoardPBN(dl, -1, 1, 1, &fut, 0);
    auto t1 = std::chrono::steady_clock::now();
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &c1);
    if (rc != RETURN_NO_FAULT) {
      char text[80];
      ErrorMessage(rc, text);
      std::printf("{\"error\":\"position %d: DDS error %d: %s\"}\n", n, rc, text);
      return 1;
    }
    double ms = std::chrono::duration<double, std::milli>(t1 - t0).count();
    double cpu = (c1.tv_sec - c0.tv_sec) * 1e3 + (c1.tv_nsec - c0.tv_nsec) / 1e6;
    std::printf("{\"tricks\":%d,\"ms\":%.4f,\"cpu\":%.4f,\"nodes\":%d}\n", fut.score[0], ms, cpu, fut.nodes);
    std::fflush(stdout);
  }
  return 0;
}
