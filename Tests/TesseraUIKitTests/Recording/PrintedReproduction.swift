// swift-format-ignore-file
import Testing
import TesseraTesting

/// 2 of 12 recorded updates of a list, replayed through TableViewHost: they break
/// UIKit's rule R10.5. Fails while the fault is there; passes once it is fixed.
@Test @MainActor func replayedMoveDropped() async throws {
  let recording = try FlightRecording(
    json: #"""
    {"format":"tessera-flight-recording","version":1,"host":"TableViewHost","settings":{"keepsSelection":false,"multipleSelection":false,"titleHeight":28,"viewportHeight":240,"maximumAnimatedChanges":5000,"reloadsOffScreen":true,"anchoring":"firstVisibleRow","estimate":44},"dropped":0,"types":["TesseraTesting.GeneratedContent"],"start":[],"entries":[
    {"update":5,"animated":true,"outcome":"batches","width":320,"top":30,"sections":[{"id":6,"header":{"fp":14},"rows":[[8,0,11,"f30.0",0],[7,0,14,"f30.0",0]]},{"id":15,"header":{"fp":14},"rows":[[9,0,14,"a",1],[10,0,14,"f30.0",1],[12,0,7,"a",0],[13,0,9,"a",0],[14,0,8,"f30.0",0]]}],"batches":[{"first":true,"animated":true,"deleteRows":[[1,2]],"updateRows":[[0,0]]}]},
    {"event":"measure-supplement","section":6,"header":true,"width":320,"height":28},
    {"event":"measure-supplement","section":15,"header":true,"width":320,"height":28},
    {"event":"anchor","row":7,"distance":28},
    {"event":"tap","row":7,"at":[0,1]},
    {"update":6,"animated":true,"outcome":"batches","width":320,"top":30,"sections":[{"id":6,"header":{"fp":14},"rows":[[0,2]]},{"id":15,"header":{"fp":14},"rows":[[5,1],[16,0,14,"f30.0",1],[2,2],[6,1],[17,0,14,"f30.0",1]]}],"batches":[{"first":true,"animated":true,"deleteRows":[[1,2]],"insertRows":[[1,1],[1,5]]}]},
    {"event":"measure-supplement","section":6,"header":true,"width":320,"height":28},
    {"event":"measure-supplement","section":15,"header":true,"width":320,"height":28},
    {"event":"anchor","row":7,"distance":28},
    {"event":"tap","row":16,"at":[1,1]},
    {"event":"expand","row":16,"expanded":true},
    {"event":"anchor","row":7,"distance":28}
    ]}
    """#)
  try await FlightReplay(recording, hostKind: .table).check()
}
