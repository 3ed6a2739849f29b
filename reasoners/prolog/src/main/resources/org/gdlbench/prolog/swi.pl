% SWI-Prolog's part of the engine (engine.pl): randomness, the clock, and the entry point.
e_seed(Seed) :- set_random(seed(Seed)).
e_random_below(N, I) :- I is random(N).
e_now_ms(T) :- get_time(Seconds), T is integer(Seconds * 1000).

:- initialization(e_main, main).
