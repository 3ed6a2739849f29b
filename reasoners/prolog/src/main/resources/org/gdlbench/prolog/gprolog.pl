% GNU Prolog's part of the engine (engine.pl): randomness, the clock, and the entry point.
% set_seed/1 takes a small positive integer.
e_seed(Seed) :- S is Seed + 1, set_seed(S).
e_random_below(N, I) :- random(0, N, I).
e_now_ms(T) :- real_time(T).
% The assert encoding clears and asserts the state's facts whole: GNU Prolog's retract of one
% given fact is the slower by far (assert.pl).
e_fact_by_fact :- fail.
% GNU Prolog has no clause references: the fact itself says what to retract (unused while
% e_fact_by_fact fails).
e_assert_ref(Fact, Fact) :- assertz(Fact).
e_erase(Fact) :- retract(Fact), !.
% A term kept under a key across requests (g_assign keeps a copy), [] until first kept (g_read
% gives 0 for a key never assigned).
e_remember(Key, Term) :- g_assign(Key, Term).
e_recall(Key, Term) :- g_read(Key, Kept), ( Kept == 0 -> Term = [] ; Term = Kept ).

:- initialization(e_main).
