"""What needs no kernel once shown: the models of a match and a quiz, the SVG painter, cited verdicts and answers."""
