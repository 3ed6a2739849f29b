% The engine protocol (docs/PROTOCOL.md) and random playouts, in Prolog that SWI-Prolog and
% GNU Prolog both run. NativeProgram appends this file to the translated game, which defines:
%   e_roles(Roles)          the role atoms, in the order of the role facts
%   q_init(F), q_legal(R, M, S), q_next(F, S, Joint), q_goal(R, V, S), q_terminal(S)
%                           the game's queries; S is a state, Joint a list of does(R, M), one
%                           per role in role order
%   q_next_state(S, Joint, S2)
%                           the successor, built grouped
%   e_kind(F, I), e_state_kinds(N)  (F ground, I unbound)
%                           a state is s(P1, ..., PN), Pi the part of its fluents of kind I
%                           (GroupedState): their sorted list L, or e_split(L, G), G that list
%                           in groups X-LX by first argument X (e_groups/3)
%   e_kind_part(I, L, P)    kind I's part P of the sorted list L of its fluents
%   e_switch_state(S, A0, A), e_switch_moves(Joint, A0, A)
%                           make S and Joint the current ones, A0 describing what is current
%                           before and A after (the assert encoding asserts them; the threaded
%                           encoding passes them along and does nothing)
%   e_asserted(A), e_keep_asserted(A), e_forget_asserted
%                           that description as kept across requests; forgetting it clears
%                           whatever was made current
%   e_kif(Text, Atom), e_text(Atom, Text)
%                           each GDL symbol's KIF text and Prolog atom
%   e_goal_value(Atom, N)   the symbols that are goal values 0..100
%   e_static_legal          true when the legal moves depend on no state (a static relation)
% and a dialect file the predicates e_seed(Seed), e_random_below(N, I), e_now_ms(T),
% e_remember(Key, Term), e_recall(Key, Term) (a term kept across requests; [] before any),
% e_fact_by_fact (true where the assert encoding changes the state's facts one by one) and
% e_assert_ref(Fact, Ref), e_erase(Ref) (a fact asserted, and removed again by what Ref says).
% Every predicate of this file starts with e_, so none meets a system's own.

:- dynamic(e_stored/2).
:- dynamic(e_count/1).
:- dynamic(e_current/1).
:- dynamic(e_kept_legal/2).

e_count(0).

% A failure-driven loop: each request's terms are given back before the next is read.
e_main :-
    write('gdl-engine 1'), nl, flush_output,
    repeat,
    e_read_line(Line),
    e_serve(Line),
    !,
    halt.

% Succeeds, ending the loop, at the end of the input or on quit; else answers and fails.
e_serve(end_of_file) :- !.
e_serve(Line) :-
    e_tokens(Line, Tokens),
    (   Tokens == [w(quit)]
    ->  true
    ;   catch(e_request(Tokens), Error, e_error(Error)),
        flush_output,
        fail
    ).

% One answer line; a request that fails or throws is answered "error ...".
e_request(Tokens) :-
    (   e_answer(Tokens)
    ->  nl
    ;   write('error cannot answer that request'), nl
    ).

e_error(e_failed(Message)) :- !,
    write('error '), write(Message), nl.
e_error(Error) :-
    write('error '), e_write_flat(Error), nl.

% Writes a term on one line, whatever it holds.
e_write_flat(Term) :-
    catch(format('~w', [Term]), _, write('(unprintable)')).

e_answer([w(rules), w(N)]) :-
    e_number(N, Count),
    e_skip_lines(Count),
    write(ok).
e_answer([w(roles)]) :-
    e_roles(Roles),
    write(roles), e_write_terms(Roles).
e_answer([w(initial)]) :-
    e_initial(S),
    e_store(S, Id),
    write('state '), write(Id).
e_answer([w(state)|Tokens]) :-
    (   e_parse_terms(Tokens, Fluents)
    ->  true
    ;   throw(e_failed('a fluent names a symbol the game does not have'))
    ),
    sort(Fluents, Sorted),
    e_group(Sorted, S),
    e_store(S, Id),
    write('state '), write(Id).
e_answer([w(fluents), w(Id)]) :-
    e_state(Id, S),
    S =.. [_|Parts],
    write(fluents), e_write_parts(Parts).
e_answer([w(terminal), w(Id)]) :-
    e_enter(Id, S),
    (   q_terminal(S)
    ->  write('terminal true')
    ;   write('terminal false')
    ).
e_answer([w(goals), w(Id)]) :-
    e_enter(Id, S),
    e_roles(Roles),
    e_goals(Roles, S, Values),
    write(goals), e_write_numbers(Values).
e_answer([w(legal), w(Id), w(Role)]) :-
    e_enter(Id, S),
    e_number(Role, Index),
    e_roles(Roles),
    e_nth0(Index, Roles, R),
    e_legal(R, S, Moves),
    write(legal), e_write_terms(Moves).
e_answer([w(next), w(Id)|Tokens]) :-
    e_enter(Id, S),
    (   e_parse_terms(Tokens, Moves)
    ->  true
    ;   throw(e_failed('a move names a symbol the game does not have'))
    ),
    e_roles(Roles),
    e_joint(Roles, Moves, Joint),
    e_next(S, Joint, S2),
    e_store(S2, Id2),
    write('state '), write(Id2).
e_answer([w(playouts), w(Ms), w(Seed)]) :-
    e_number(Ms, Millis),
    e_seed_number(Seed, SeedNumber),
    e_playouts(Millis, SeedNumber, Count, Depths),
    write('playouts '), write(Count), write(' '), write(Depths).

% --- states and queries -------------------------------------------------------------------

e_store(S, Id) :-
    retract(e_count(Id)),
    Id1 is Id + 1,
    assertz(e_count(Id1)),
    assertz(e_stored(Id, S)).

e_state(Word, S) :-
    e_number(Word, Id),
    (   e_stored(Id, S)
    ->  true
    ;   throw(e_failed('no such state'))
    ).

% The state of handle Word made the current one; asked again about it, nothing changes.
e_enter(Word, S) :-
    e_state(Word, S),
    e_number(Word, Id),
    (   e_current(Id)
    ->  true
    ;   retractall(e_current(_)),
        e_set_state(S),
        assertz(e_current(Id))
    ).

% S and Joint made current for the requests that follow.
e_set_state(S) :-
    e_asserted(A0),
    e_switch_state(S, A0, A),
    e_keep_asserted(A).

e_set_moves(Joint) :-
    e_asserted(A0),
    e_switch_moves(Joint, A0, A),
    e_keep_asserted(A).

e_initial(S) :-
    findall(F, q_init(F), Fs),
    sort(Fs, Sorted),
    e_group(Sorted, S).

% The state of the sorted list Fs: its fluents parted by kind, each part still sorted.
e_group(Fs, S) :-
    e_state_kinds(N),
    e_group_lists(1, N, Fs, Lists),
    S =.. [s|Lists].

e_group_lists(I, N, _, []) :-
    I > N, !.
e_group_lists(I, N, Fs, [P|Ls]) :-
    e_of_kind(Fs, I, L),
    e_kind_part(I, L, P),
    I1 is I + 1,
    e_group_lists(I1, N, Fs, Ls).

% The part P of a kind of the sorted list Fs: Fs itself when shorter than Min, else
% e_split(Fs, G), G its groups X-L, one per first argument X, in order, L the fluents of first
% argument X (together in Fs, since a sorted list orders them by first argument first).
e_groups(Fs, Min, P) :-
    (   e_shorter(Fs, Min)
    ->  P = Fs
    ;   P = e_split(Fs, Groups),
        e_groups(Fs, Groups)
    ).

e_shorter([], N) :- N > 0.
e_shorter([_|Fs], N) :-
    N > 1,
    N1 is N - 1,
    e_shorter(Fs, N1).

e_groups([], []).
e_groups([F|Fs], [X-[F|Same]|Groups]) :-
    arg(1, F, X),
    e_same_first(Fs, X, Same, Rest),
    e_groups(Rest, Groups).

e_same_first([F|Fs], X, [F|Same], Rest) :-
    arg(1, F, Y),
    Y == X, !,
    e_same_first(Fs, X, Same, Rest).
e_same_first(Fs, _, [], Fs).

e_of_kind([], _, []).
e_of_kind([F|Fs], I, L) :-
    (   e_kind(F, K), K =:= I
    ->  L = [F|L1]
    ;   L = L1
    ),
    e_of_kind(Fs, I, L1).

% The legal moves of role R in the current state S, each once.
e_legal(R, S, Moves) :-
    findall(M, q_legal(R, M, S), Ms),
    sort(Ms, Moves).

% The successor of the current state S by Joint.
e_next(S, Joint, S2) :-
    e_set_moves(Joint),
    e_successor(S, Joint, S2).

% The successor of S by Joint, both already current.
e_successor(S, Joint, S2) :-
    q_next_state(S, Joint, S2).

% Each role's goal in the current state S: the highest the rules give, -1 for none.
e_goals([], _, []).
e_goals([R|Rs], S, [V|Vs]) :-
    findall(N, (q_goal(R, G, S), e_goal_value(G, N)), Ns),
    e_max(Ns, -1, V),
    e_goals(Rs, S, Vs).

e_max([], M, M).
e_max([N|Ns], M0, M) :-
    (   N > M0
    ->  e_max(Ns, N, M)
    ;   e_max(Ns, M0, M)
    ).

e_joint([], [], []) :- !.
e_joint([R|Rs], [M|Ms], [does(R, M)|Joint]) :- !,
    e_joint(Rs, Ms, Joint).
e_joint(_, _, _) :-
    throw(e_failed('not one move per role')).

e_nth0(0, [X|_], X) :- !.
e_nth0(I, [_|Xs], X) :-
    I > 0,
    I1 is I - 1,
    e_nth0(I1, Xs, X).

% --- random playouts ----------------------------------------------------------------------

% Random playouts from the initial state for Millis ms: how many, and their depths summed.
% What is current is passed from step to step rather than kept after each (a copy of the
% state each time) and kept once at the end; should a playout stop half-way, it is forgotten.
e_playouts(Millis, Seed, Count, Depths) :-
    e_seed(Seed),
    retractall(e_current(_)),
    e_initial(S0),
    e_now_ms(Start),
    Deadline is Start + Millis,
    e_keep_legal,
    e_asserted(A0),
    catch(e_playouts(S0, Deadline, A0, A, 0, 0, Count, Depths), Error,
          (e_forget_asserted, throw(Error))),
    e_keep_asserted(A).

e_playouts(S0, Deadline, A0, A, Count0, Depths0, Count, Depths) :-
    e_playout(S0, A0, A1, 0, Depth),
    Count1 is Count0 + 1,
    Depths1 is Depths0 + Depth,
    e_now_ms(Now),
    (   Now >= Deadline
    ->  Count = Count1, Depths = Depths1, A = A1
    ;   e_playouts(S0, Deadline, A1, A, Count1, Depths1, Count, Depths)
    ).

% Plays from S to a terminal state, one random legal move per role per step, and computes
% the goals there, as the harness's playouts do; A0 and A describe what is current before and
% after.
e_playout(S, A0, A, Depth0, Depth) :-
    e_switch_state(S, A0, A1),
    (   q_terminal(S)
    ->  e_roles(Roles),
        e_goals(Roles, S, _),
        A = A1,
        Depth = Depth0
    ;   Depth0 >= 100000
    ->  throw(e_failed('no terminal state within 100000 joint moves'))
    ;   e_roles(Roles),
        e_random_joint(Roles, S, Joint),
        e_switch_moves(Joint, A1, A2),
        e_successor(S, Joint, S1),
        Depth1 is Depth0 + 1,
        e_playout(S1, A2, A, Depth1, Depth)
    ).

% Each role's move drawn among its legal moves; a role with one legal move takes it.
e_random_joint([], _, []).
e_random_joint([R|Rs], S, [does(R, M)|Joint]) :-
    e_playout_legal(R, S, Moves),
    (   Moves = [M]
    ->  true
    ;   Moves == []
    ->  throw(e_failed('a role has no legal move in a playout'))
    ;   length(Moves, N),
        e_random_below(N, I),
        e_nth0(I, Moves, M)
    ),
    e_random_joint(Rs, S, Joint).

% Legal moves that depend on no state are found once per request, not once per step.
e_keep_legal :-
    retractall(e_kept_legal(_, _)),
    (   e_static_legal
    ->  e_roles(Roles),
        e_keep_legal(Roles)
    ;   true
    ).

e_keep_legal([]).
e_keep_legal([R|Rs]) :-
    e_legal(R, none, Moves),
    assertz(e_kept_legal(R, Moves)),
    e_keep_legal(Rs).

e_playout_legal(R, S, Moves) :-
    (   e_static_legal
    ->  e_kept_legal(R, Moves)
    ;   e_legal(R, S, Moves)
    ).

% --- lines, words and KIF terms -----------------------------------------------------------

e_read_line(Line) :-
    get_code(C),
    (   C =:= -1
    ->  Line = end_of_file
    ;   e_read_rest(C, Line)
    ).

e_read_rest(-1, []) :- !.
e_read_rest(10, []) :- !.
e_read_rest(13, Cs) :- !,
    get_code(C),
    e_read_rest(C, Cs).
e_read_rest(C, [C|Cs]) :-
    get_code(C1),
    e_read_rest(C1, Cs).

e_skip_lines(0) :- !.
e_skip_lines(N) :-
    e_read_line(Line),
    Line \== end_of_file,
    N1 is N - 1,
    e_skip_lines(N1).

% Tokens: open, close, w(Atom).
e_tokens([], []).
e_tokens([C|Cs], Tokens) :-
    (   e_space(C)
    ->  e_tokens(Cs, Tokens)
    ;   C =:= 40
    ->  Tokens = [open|Rest], e_tokens(Cs, Rest)
    ;   C =:= 41
    ->  Tokens = [close|Rest], e_tokens(Cs, Rest)
    ;   e_word([C|Cs], Word, After),
        e_word_term(Word, Term),
        Tokens = [w(Term)|Rest],
        e_tokens(After, Rest)
    ).

% A word of digits stays its codes, digits(Codes): a state handle read as an atom would add an
% atom per state, never collected, and GNU Prolog stops when its atom table (32768) is full.
e_word_term(Word, digits(Word)) :-
    e_all_digits(Word), !.
e_word_term(Word, Atom) :-
    atom_codes(Atom, Word).

e_all_digits([]).
e_all_digits([C|Cs]) :-
    C >= 48, C =< 57,
    e_all_digits(Cs).

e_word_codes(digits(Codes), Codes) :- !.
e_word_codes(Atom, Codes) :-
    atom_codes(Atom, Codes).

% A word as an atom, to look up a symbol (a number such as 3 is a symbol's text too).
e_word_atom(digits(Codes), Atom) :- !,
    atom_codes(Atom, Codes).
e_word_atom(Atom, Atom).

e_word([C|Cs], [C|Word], After) :-
    \+ e_space(C), C =\= 40, C =\= 41, !,
    e_word(Cs, Word, After).
e_word(After, [], After).

e_space(32).
e_space(9).
e_space(13).
e_space(10).

e_number(Word, N) :-
    e_word_codes(Word, Codes),
    catch(number_codes(N, Codes), _, fail),
    integer(N).

% A seed of any size (the harness's are 64-bit, past GNU Prolog's integers) reduced while read
% to below 2^28, its sign dropped.
e_seed_number(Word, N) :-
    e_word_codes(Word, Codes),
    e_seed_digits(Codes, 0, N).

e_seed_digits([], N, N).
e_seed_digits([C|Cs], N0, N) :-
    (   C >= 48, C =< 57
    ->  N1 is (N0 * 10 + C - 48) mod 268435456
    ;   C =:= 45
    ->  N1 = N0
    ),
    e_seed_digits(Cs, N1, N).

e_parse_terms([], []).
e_parse_terms(Tokens, [T|Ts]) :-
    e_parse_term(Tokens, T, Rest),
    e_parse_terms(Rest, Ts).

e_parse_term([w(Word)|Rest], Atom, Rest) :-
    e_word_atom(Word, Text),
    e_kif(Text, Atom).
e_parse_term([open, w(Word)|Tokens], Term, Rest) :-
    e_word_atom(Word, Text),
    e_kif(Text, Functor),
    e_parse_args(Tokens, Args, Rest),
    Args \== [],
    Term =.. [Functor|Args].

e_parse_args([close|Rest], [], Rest) :- !.
e_parse_args(Tokens, [A|As], Rest) :-
    e_parse_term(Tokens, A, Tokens1),
    e_parse_args(Tokens1, As, Rest).

% Each term after a space.
e_write_terms([]).
e_write_terms([T|Ts]) :-
    write(' '), e_write_kif(T),
    e_write_terms(Ts).

e_write_parts([]).
e_write_parts([P|Ps]) :-
    e_write_part(P),
    e_write_parts(Ps).

% A kind's part: its list of fluents, or that list and its groups.
e_write_part(e_split(L, _)) :- !,
    e_write_terms(L).
e_write_part(L) :-
    e_write_terms(L).

e_write_numbers([]).
e_write_numbers([N|Ns]) :-
    write(' '), write(N),
    e_write_numbers(Ns).

e_write_kif(T) :-
    atom(T), !,
    e_text(T, Text),
    write(Text).
e_write_kif(T) :-
    T =.. [F|Args],
    e_text(F, Text),
    write('('), write(Text),
    e_write_terms(Args),
    write(')').
