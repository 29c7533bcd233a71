"""Learner progress by rule clause: the record, the quiz schedule, the progress view, the class report.

The record is a JSON-lines file, not SQLite, because:
- an append is one ``write`` of a whole line under an ``flock``, which is all two kernels of the same
  learner need to share it without losing an entry (and compaction is a rename, atomic for readers); in a
  browser, with no ``flock``, a write is a whole file renamed over the record (``storage``);
- a teacher's report must read other learners' records without changing them: a JSON-lines file is
  read with a plain ``open``, while SQLite may create journal or WAL files and takes locks (unreliable
  on the network file systems class servers often use);
- the file is its own export, readable and mergeable by hand (``export`` wraps it in one JSON file a learner
  hands in, which ``tutor report`` reads).

Modules: ``record`` (the file), ``stats`` (folded by clause), ``schedule`` (Leitner boxes),
``quiz`` (the adaptive quiz), ``view`` (the notebook's progress view), ``report`` (the class report),
``hooks`` (what the notebook views call), ``cli`` (``tutor progress``, ``tutor report``), ``storage`` (where
the record lives, its lock), ``export`` (the file handed in, its download link).
This package uses ``tutor.core`` and ``tutor.text``, never ``tutor.notebook``.
"""
