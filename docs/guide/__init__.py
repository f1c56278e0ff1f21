"""The user's guide (ja.md, en.md and their pictures), shipped inside the app for Help → User's guide."""
