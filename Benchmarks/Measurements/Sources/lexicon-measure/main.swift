LexiconMeasurement.main()
