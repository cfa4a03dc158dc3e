// TesseraExamples: the screens of the seed articles, each written the Tessera way.
//
// Every screen is a value (its state) with three parts:
// - `snapshot(send:)`: a pure function of the state that returns a `ListSnapshot`;
// - `Action`: what the user can do on the screen, sent by the rows' behaviours;
// - `apply(_:)`: a small reducer that turns an action into the next state.
//
// A host runs the loop state -> snapshot -> user action -> new state -> new snapshot, and Tessera
// animates only what changed between two snapshots.
@_exported import Tessera
