import sys

from tutor.cli import main

sys.exit(main())
