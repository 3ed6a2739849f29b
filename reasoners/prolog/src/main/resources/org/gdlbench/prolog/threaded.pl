% The threaded encoding (FluxPlayer): the queries take the state and the joint move as list
% arguments, so there is nothing to make current.
e_set_state(_).
e_set_moves(_).
