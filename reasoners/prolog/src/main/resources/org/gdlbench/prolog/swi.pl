% SWI-Prolog's part of the engine (engine.pl): randomness, the clock, and the entry point.
e_seed(Seed) :- set_random(seed(Seed)).
e_random_below(N, I) :- I is random(N).
e_now_ms(T) :- get_time(Seconds), T is integer(Seconds * 1000).
% The assert encoding changes the state's facts one by one (assert.pl).
e_fact_by_fact.
% A term kept under a key across requests (a copy), [] until first kept.
e_remember(Key, Term) :- nb_setval(Key, Term).
e_recall(Key, Term) :- ( nb_current(Key, Kept) -> Term = Kept ; Term = [] ).

:- initialization(e_main, main).
