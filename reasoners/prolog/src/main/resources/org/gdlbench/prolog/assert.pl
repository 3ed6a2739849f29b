% The assert encoding (CadiaPlayer): the current state is facts, one relation per fluent
% signature (e_fluent_fact(F, Fact) names the fact of fluent F), the joint move the facts
% does(R, M). The queries ignore S and Joint.
%
% What is asserted is described by a record a(Kinds, Moves) that the engine passes along
% (engine.pl). Where the dialect says e_fact_by_fact (SWI-Prolog), Kinds holds per fluent kind
% k(Fluents, Pairs), the kind's asserted fluents and those paired with their clause references,
% F-Ref, and Moves the does/2 facts' pairs, sorted: making another
% state or joint move current erases and asserts only the facts in which they differ (a move
% changes a few fluents of a state, and retracting and asserting all of them was most of a
% playout's time), and erasing by reference spares looking the fact up. GNU Prolog retracts one
% given fact over ten times slower than a whole relation (and slower the more it has
% retracted), so there every relation is cleared and the new facts asserted (e_clear_state), and
% the record stays a([], []). Tables kept per state (Translator) are stale once the facts change:
% e_state_changed, from the program, abolishes them where there are any.
:- dynamic(does/2).

e_asserted(A) :-
    e_recall(e_asserted, Kept),
    (   Kept == []
    ->  A = a([], [])
    ;   A = Kept
    ).

e_keep_asserted(A) :-
    e_remember(e_asserted, A).

% No facts at all: after a request that stopped half-way, what is asserted is not known.
e_forget_asserted :-
    e_clear_state,
    retractall(does(_, _)),
    e_remember(e_asserted, a([], [])).

e_switch_state(S, a(Old, Moves), a(New, Moves)) :-
    e_fact_by_fact, !,
    S =.. [_|Lists],
    e_switch_kinds(Lists, Old, New),
    e_state_changed.
e_switch_state(S, A, A) :-
    e_clear_state,
    S =.. [_|Lists],
    e_assert_lists(Lists),
    e_state_changed.

% Kind by kind (a state is grouped, engine.pl), each kept as k(Fluents, Pairs): a kind whose
% fluents are those asserted is passed over whole.
e_switch_kinds([], _, []).
e_switch_kinds([L|Ls], Old, [K|Ks]) :-
    (   Old = [K0|Old1]
    ->  true
    ;   K0 = k([], []), Old1 = []
    ),
    K0 = k(L0, Pairs0),
    (   L0 == L
    ->  K = K0
    ;   e_switch(Pairs0, L, fluent, Pairs),
        K = k(L, Pairs)
    ),
    e_switch_kinds(Ls, Old1, Ks).

e_assert_lists([]).
e_assert_lists([L|Ls]) :-
    e_assert_all(L, fluent, _),
    e_assert_lists(Ls).

e_switch_moves(Joint, a(Fluents, Old), a(Fluents, New)) :-
    e_fact_by_fact, !,
    sort(Joint, Moves),
    e_switch(Old, Moves, move, New),
    e_state_changed.
e_switch_moves(Joint, A, A) :-
    retractall(does(_, _)),
    e_assert_all(Joint, move, _),
    e_state_changed.

% e_switch(Old, New, Kind, Pairs): the facts of Old (sorted X-Ref pairs) become those of the
% sorted list New, and Pairs pairs each of New with its fact's reference.
e_switch([], New, Kind, Pairs) :- !,
    e_assert_all(New, Kind, Pairs).
e_switch([O-R|Os], New, Kind, Pairs) :-
    e_switch_from(New, O, R, Os, Kind, Pairs).

e_switch_from([], _, R, Os, _, []) :-
    e_erase(R),
    e_erase_all(Os).
e_switch_from([N|Ns], O, R, Os, Kind, Pairs) :-
    compare(Order, O, N),
    e_switch(Order, O, R, Os, N, Ns, Kind, Pairs).

e_switch(=, O, R, Os, _, Ns, Kind, [O-R|Pairs]) :-
    e_switch(Os, Ns, Kind, Pairs).
e_switch(<, _, R, Os, N, Ns, Kind, Pairs) :-
    e_erase(R),
    e_switch(Os, [N|Ns], Kind, Pairs).
e_switch(>, O, R, Os, N, Ns, Kind, [N-RN|Pairs]) :-
    e_assert(Kind, N, RN),
    e_switch_from(Ns, O, R, Os, Kind, Pairs).

e_assert_all([], _, []).
e_assert_all([X|Xs], Kind, [X-R|Pairs]) :-
    e_assert(Kind, X, R),
    e_assert_all(Xs, Kind, Pairs).

e_erase_all([]).
e_erase_all([_-R|Pairs]) :-
    e_erase(R),
    e_erase_all(Pairs).

e_assert(fluent, F, R) :-
    e_fluent_fact(F, Fact),
    e_assert_ref(Fact, R).
e_assert(move, Does, R) :-
    e_assert_ref(Does, R).
