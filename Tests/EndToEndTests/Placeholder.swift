// Keeps the EndToEndTests target buildable on the accuracy branch until its tests land.
