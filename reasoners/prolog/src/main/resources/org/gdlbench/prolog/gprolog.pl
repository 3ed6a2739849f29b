% GNU Prolog's part of the engine (engine.pl): randomness, the clock, and the entry point.
% set_seed/1 takes a small positive integer.
e_seed(Seed) :- S is Seed + 1, set_seed(S).
e_random_below(N, I) :- random(0, N, I).
e_now_ms(T) :- real_time(T).

:- initialization(e_main).
