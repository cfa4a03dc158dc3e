print("tessera-demo arrives with its own issue")
