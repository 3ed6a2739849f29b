% SWI-Prolog's part of the engine (engine.pl): randomness, the clock, and the entry point.
% Clause garbage collection in this thread: handing each round of erased state facts to the
% collector thread cost more than the collection itself, the more so with one core for both.
:- set_prolog_flag(gc_thread, false).
e_seed(Seed) :- set_random(seed(Seed)).
e_random_below(N, I) :- I is random(N).
e_now_ms(T) :- get_time(Seconds), T is integer(Seconds * 1000).
% The assert encoding changes the state's facts one by one (assert.pl).
e_fact_by_fact.
% By clause reference: erasing one needs no lookup.
e_assert_ref(Fact, Ref) :- assertz(Fact, Ref).
e_erase(Ref) :- erase(Ref).
% The tables of relations tabled per state (Translator) are for one state and joint move, kept
% (a copy) under e_table_context; called with others, the tables are abolished first. The
% recursive calls pass the kept terms back, found the same at once by same_term/2.
e_table_context(e_ctx(S, J)) :-
    (   nb_current(e_table_context, e_ctx(S0, J0)),
        e_same(S0, S),
        e_same(J0, J)
    ->  true
    ;   abolish_all_tables,
        nb_setval(e_table_context, e_ctx(S, J))
    ).
e_table_context_now(C) :- nb_getval(e_table_context, C).
e_same(A, B) :- ( same_term(A, B) -> true ; A == B ).
% A term kept under a key across requests (a copy), [] until first kept.
e_remember(Key, Term) :- nb_setval(Key, Term).
e_recall(Key, Term) :- ( nb_current(Key, Kept) -> Term = Kept ; Term = [] ).

:- initialization(e_main, main).
