% The assert encoding (CadiaPlayer): the current state is facts, one relation per fluent
% signature (e_fluent_fact(F, Fact) names the fact of fluent F), the joint move the facts
% does(R, M). The queries ignore S and Joint.
%
% Where the dialect says e_fact_by_fact (SWI-Prolog), the state and joint move whose facts are
% asserted now are remembered (sorted lists), so that making others current retracts and asserts
% only the facts in which they differ: a move changes a few fluents of a state, and retracting and
% asserting all of them was most of a playout's time. GNU Prolog retracts one given fact over ten
% times slower than a whole relation (and slower the more it has retracted), so there every
% relation is cleared and the new facts asserted (e_clear_state).
:- dynamic(does/2).

e_set_state(S) :-
    e_fact_by_fact, !,
    e_recall(e_asserted_state, Old),
    e_switch(Old, S, fluent),
    e_remember(e_asserted_state, S).
e_set_state(S) :-
    e_clear_state,
    e_assert_all(S, fluent).

e_set_moves(Joint) :-
    e_fact_by_fact, !,
    sort(Joint, Moves),
    e_recall(e_asserted_moves, Old),
    e_switch(Old, Moves, move),
    e_remember(e_asserted_moves, Moves).
e_set_moves(Joint) :-
    retractall(does(_, _)),
    e_assert_all(Joint, move).

% e_switch(Old, New, Kind): the facts of sorted list Old become those of sorted list New.
e_switch([], New, Kind) :- !,
    e_assert_all(New, Kind).
e_switch([O|Os], New, Kind) :-
    e_switch_from(New, O, Os, Kind).

e_switch_from([], O, Os, Kind) :-
    e_retract_all([O|Os], Kind).
e_switch_from([N|Ns], O, Os, Kind) :-
    compare(Order, O, N),
    e_switch(Order, O, Os, N, Ns, Kind).

e_switch(=, _, Os, _, Ns, Kind) :-
    e_switch(Os, Ns, Kind).
e_switch(<, O, Os, N, Ns, Kind) :-
    e_retract(Kind, O),
    e_switch(Os, [N|Ns], Kind).
e_switch(>, O, Os, N, Ns, Kind) :-
    e_assert(Kind, N),
    e_switch_from(Ns, O, Os, Kind).

e_assert_all([], _).
e_assert_all([X|Xs], Kind) :-
    e_assert(Kind, X),
    e_assert_all(Xs, Kind).

e_retract_all([], _).
e_retract_all([X|Xs], Kind) :-
    e_retract(Kind, X),
    e_retract_all(Xs, Kind).

e_assert(fluent, F) :-
    e_fluent_fact(F, Fact),
    assertz(Fact).
e_assert(move, Does) :-
    assertz(Does).

% retractall/1 rather than retract/1: the fact is ground and there is one, and SWI-Prolog's
% retractall/1 is the faster.
e_retract(fluent, F) :-
    e_fluent_fact(F, Fact),
    retractall(Fact).
e_retract(move, Does) :-
    retractall(Does).
