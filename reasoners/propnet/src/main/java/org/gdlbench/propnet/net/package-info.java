/**
 * The net itself: {@link org.gdlbench.propnet.net.NetBuilder} builds the book's net from a ground
 * program (a base per fluent, an input per move, per view an or-gate over an and-gate per rule,
 * negations as inverted links) over a {@link org.gdlbench.propnet.net.GateGraph}, and once it is
 * optimised {@link org.gdlbench.propnet.net.Propnet} lays it out as the flat (CSR) arrays every
 * back end reads, with {@link org.gdlbench.propnet.net.Bits} naming the bit encoding of its words
 * and {@link org.gdlbench.propnet.net.PropnetStats} giving its sizes.
 */
package org.gdlbench.propnet.net;
