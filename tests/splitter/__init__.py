"""Splitter: one named test per rule and decision of RULES-SPLITTER.md, its bots and its screens."""
