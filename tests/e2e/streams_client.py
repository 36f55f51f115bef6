"""streams_client: a raw text/event-stream client of the real daemon, for
streams.test and watch.test: it sends its request by hand (a header of
its choice, a small receive buffer) and reads what comes as text."""
import re
import socket
import time


class Stream:
    """A raw text/event-stream client: what it has read, as text."""

    def __init__(self, d, path="/api/events", last=None, rcvbuf=None):
        self.sock = socket.socket()
        if rcvbuf:
            self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, rcvbuf)
        self.sock.connect(("127.0.0.1", int(d.base.rsplit(":", 1)[1])))
        head = "GET %s HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: " \
            "text/event-stream\r\n" % path
        if last is not None:
            head += "Last-Event-ID: %s\r\n" % last
        self.sock.sendall((head + "\r\n").encode())
        self.text = ""

    def read_until(self, pattern, timeout=5.0):
        """The match of pattern in what has come, waiting up to timeout."""
        end = time.time() + timeout
        while True:
            m = re.search(pattern, self.text, re.S)
            if m or time.time() >= end:
                return m
            self.sock.settimeout(max(0.05, end - time.time()))
            try:
                got = self.sock.recv(65536)
            except socket.timeout:
                continue
            if not got:
                return re.search(pattern, self.text, re.S)
            self.text += got.decode(errors="replace")

    def ended(self, timeout):
        """Whether the server ends the stream within timeout."""
        end = time.time() + timeout
        while time.time() < end:
            self.sock.settimeout(max(0.05, end - time.time()))
            try:
                got = self.sock.recv(65536)
            except socket.timeout:
                continue
            except ConnectionError:
                return True
            if not got:
                return True
            self.text += got.decode(errors="replace")
        return False

    def close(self):
        self.sock.close()
