% The threaded encoding (FluxPlayer): the queries take the state and the joint move as list
% arguments, so nothing is asserted and there is nothing to make current.
e_asserted(none).
e_keep_asserted(_).
e_forget_asserted.
e_switch_state(_, A, A).
e_switch_moves(_, A, A).
