// local placeholder, not committed
