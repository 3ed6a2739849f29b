% The assert encoding (CadiaPlayer): the current state is the facts state(F), the joint move the
% facts does(R, M), retracted and asserted again to change them. The queries ignore S and Joint.
:- dynamic(state/1).
:- dynamic(does/2).

e_set_state(S) :-
    retractall(state(_)),
    e_assert_state(S).

e_assert_state([]).
e_assert_state([F|Fs]) :-
    assertz(state(F)),
    e_assert_state(Fs).

e_set_moves(Joint) :-
    retractall(does(_, _)),
    e_assert_moves(Joint).

e_assert_moves([]).
e_assert_moves([does(R, M)|Joint]) :-
    assertz(does(R, M)),
    e_assert_moves(Joint).
